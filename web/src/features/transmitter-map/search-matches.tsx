import { useTranslation } from 'react-i18next';
import type { Transmitter } from '@dapnet/model';
import styles from './transmitter-map.module.css';

/** More matches than this are not listed: the search has to be narrowed first. */
const MAX_LISTED = 10;

interface SearchMatchesProps {
  /** The search as typed; nothing is listed while it is empty. */
  search: string;
  /** The transmitters on the map, i.e. those the search and the filters let through. */
  matches: readonly Transmitter[];
  /** Names whose coverage is shown. */
  coverage: ReadonlySet<string>;
  /** Does what a click on the marker does: details and coverage. */
  onPick: (transmitter: Transmitter) => void;
}

/**
 * The keyboard's way to a transmitter: the map draws thousands of markers on one canvas, which
 * cannot take focus, so a search that leaves a few lists them as buttons doing what a click on
 * the marker does.
 */
export function SearchMatches({ search, matches, coverage, onPick }: SearchMatchesProps) {
  const { t } = useTranslation();
  if (search.trim() === '' || matches.length === 0) return null;
  if (matches.length > MAX_LISTED) {
    return (
      <p className={styles.hint} aria-live="polite">
        {t('transmitterMap.matches.tooMany', { count: matches.length })}
      </p>
    );
  }
  return (
    <ul className={styles.matches} aria-label={t('transmitterMap.matches.label')}>
      {matches.map((transmitter) => (
        <li key={transmitter.name}>
          <button
            type="button"
            className={styles.match}
            aria-pressed={coverage.has(transmitter.name)}
            onClick={() => onPick(transmitter)}
          >
            {transmitter.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
