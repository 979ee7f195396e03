import styles from './loader.module.css';

/**
 * A spinning ring for work under way. Without a `label` it is decoration (what loads is said by
 * the text beside it or by the busy element around it); with one it stands for the value that is
 * still coming, named so.
 */
export function Loader({
  size = 'md',
  label,
  className,
}: {
  size?: 'xs' | 'sm' | 'md';
  label?: string;
  className?: string;
}) {
  const classes = [styles.loader, styles[size], className].filter(Boolean).join(' ');
  if (label) return <span role="img" aria-label={label} className={classes} />;
  return <span aria-hidden className={classes} />;
}
