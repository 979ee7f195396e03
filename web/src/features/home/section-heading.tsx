import { useTranslation } from 'react-i18next';
import classes from './home-sections.module.css';

interface SectionHeadingProps {
  id: string;
  title: string;
  /** Given for sections whose data can be fetched again by hand. */
  onRefresh?: () => void;
  refreshing?: boolean;
}

/** A home section's title, with a refresh button for sections that load data. */
export function SectionHeading({ id, title, onRefresh, refreshing = false }: SectionHeadingProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.heading}>
      <h2 id={id} className={classes.headingText}>
        {title}
      </h2>
      {onRefresh && (
        <button
          type="button"
          className={classes.refresh}
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={t('home.refresh', { section: title })}
        >
          {t('table.refresh')}
        </button>
      )}
    </div>
  );
}
