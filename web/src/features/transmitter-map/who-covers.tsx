import { latLonToLocator, type LatLon, type Transmitter } from '@dapnet/model';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '../../components/page/side-panel';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../session/current-user/use-current-user';
import { StatusBadge, useStatusText } from '../../components/records/transmitter-status-badge';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { parsePlace } from './parse-place';
import { splitBySending, whoCovers, type CoverageAtPoint } from './who-covers-ranking';
import styles from './transmitter-map.module.css';

/** More transmitters than this reaching one point are counted, not listed. */
const MAX_LISTED = 10;

interface WhoCoversProps {
  /** The transmitters on the map: the ones asked. */
  transmitters: readonly Transmitter[];
  /** Every transmitter, so a name typed as the place is found even when filtered out. */
  allTransmitters: readonly Transmitter[];
  point: LatLon | null;
  /** A typed place moves the map there; a click on the map does not. */
  onPoint: (point: LatLon | null, moveMap: boolean) => void;
  picking: boolean;
  onPickingChange: (picking: boolean) => void;
}

/**
 * "Who covers this point?": a point clicked on the map (while picking is on, so marker clicks
 * keep their meaning otherwise) or a typed place, and the transmitters reaching it, best first.
 */
export function WhoCovers(props: WhoCoversProps) {
  const { t } = useTranslation();
  const { point, onPoint, picking } = props;
  const [place, setPlace] = useState('');
  const [invalid, setInvalid] = useState(false);

  function find(event: FormEvent) {
    event.preventDefault();
    const found = parsePlace(place, props.allTransmitters);
    setInvalid(!found);
    if (found) onPoint(found.point, true);
  }

  return (
    <PanelSection title={t('transmitterMap.whoCovers.title')}>
      <div className={styles.fields}>
        <Button
          variant={picking ? 'filled' : 'default'}
          aria-pressed={picking}
          onClick={() => props.onPickingChange(!picking)}
        >
          {t('transmitterMap.whoCovers.pick')}
        </Button>
        {picking && <p className={styles.hint}>{t('transmitterMap.whoCovers.pickHint')}</p>}
        <form className={styles.placeForm} onSubmit={find} noValidate>
          <TextInput
            className={styles.placeField}
            label={t('transmitterMap.whoCovers.place')}
            description={t('transmitterMap.whoCovers.placeHint')}
            value={place}
            onChange={(event) => {
              setPlace(event.currentTarget.value);
              setInvalid(false);
            }}
            error={invalid ? t('transmitterMap.whoCovers.invalid') : undefined}
            autoComplete="off"
            maxLength={64}
          />
          <Button type="submit" variant="light">
            {t('transmitterMap.whoCovers.find')}
          </Button>
        </form>
        {point && (
          <Result
            transmitters={props.transmitters}
            point={point}
            onClear={() => onPoint(null, false)}
          />
        )}
      </div>
    </PanelSection>
  );
}

function Result({
  transmitters,
  point,
  onClear,
}: {
  transmitters: readonly Transmitter[];
  point: LatLon;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { sending, silent } = useMemo(
    () => splitBySending(whoCovers(transmitters, point)),
    [transmitters, point],
  );
  const coordinate = (value: number) =>
    formatNumber(value, language, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  return (
    <section className={styles.result} aria-label={t('transmitterMap.whoCovers.result')}>
      <p className={styles.resultPoint} aria-live="polite">
        {t('transmitterMap.whoCovers.point', {
          latitude: coordinate(point.latitude),
          longitude: coordinate(point.longitude),
          locator: latLonToLocator(point),
        })}
        <br />
        {sending.length > 0
          ? t('transmitterMap.whoCovers.count', { number: formatNumber(sending.length, language) })
          : silent.length > 0
            ? t('transmitterMap.whoCovers.noneSending')
            : t('transmitterMap.whoCovers.none')}
      </p>
      <CovererList entries={sending} />
      {silent.length > 0 && (
        <section
          className={styles.silentCoverers}
          aria-label={t('transmitterMap.whoCovers.silentTitle')}
        >
          <p className={styles.hint}>{t('transmitterMap.whoCovers.silentTitle')}</p>
          <CovererList entries={silent} withStatus />
        </section>
      )}
      <p className={styles.hint}>{t('transmitterMap.whoCovers.scope')}</p>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t('transmitterMap.whoCovers.clear')}
      </Button>
    </section>
  );
}

/** The best ten of a ranking, then how many more; with their status when they cannot send. */
function CovererList({
  entries,
  withStatus = false,
}: {
  entries: readonly CoverageAtPoint[];
  withStatus?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const statusText = useStatusText();
  const listed = entries.slice(0, MAX_LISTED);
  if (listed.length === 0) return null;
  return (
    <>
      <ol className={styles.coverers}>
        {listed.map(({ transmitter, levelDbm, band, distanceKm }) => (
          <li key={transmitter.name}>
            <strong>{transmitter.name}</strong>{' '}
            {withStatus && (
              <>
                <StatusBadge
                  status={transmitter.status}
                  text={statusText(transmitter.status)}
                />{' '}
              </>
            )}
            {t('transmitterMap.whoCovers.reach', {
              level: formatNumber(Math.round(levelDbm), language),
              band: t(`transmitterMap.whoCovers.bands.${band}`),
              distance: formatNumber(distanceKm, language, { maximumFractionDigits: 1 }),
            })}
          </li>
        ))}
      </ol>
      {entries.length > listed.length && (
        <p className={styles.hint}>
          {t('transmitterMap.whoCovers.more', {
            number: formatNumber(entries.length - listed.length, language),
          })}
        </p>
      )}
    </>
  );
}
