import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './transmitter-map.module.css';

interface MapSearchProps {
  value: string;
  onChange: (search: string) => void;
}

/**
 * The map's search, by name, owner or time slot. Plain HTML, drawn like the kit's fields beside
 * it: the map page's first screen does without the kit (lib/entities.ts, bringsOwnKit).
 */
export function MapSearch({ value, onChange }: MapSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id} className={styles.searchLabel}>
        {t('table.search')}
      </label>
      <p id={`${id}-hint`} className={styles.searchHint}>
        {t('transmitterMap.searchHint')}
      </p>
      <input
        id={id}
        type="search"
        className={styles.searchInput}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
      />
    </div>
  );
}
