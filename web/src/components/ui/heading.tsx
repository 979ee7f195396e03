import type { ComponentProps } from 'react';
import styles from './heading.module.css';

/**
 * A section's heading below the page's title (components/page/page-title.tsx is the h1). `look`
 * draws it one size smaller or larger than its level where the outline and the look differ.
 */
export function Heading({
  level,
  look = level,
  className,
  ...rest
}: ComponentProps<'h2'> & { level: 2 | 3 | 4; look?: 2 | 3 | 4 | 5 }) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      className={[styles.heading, styles[`h${look}`], className].filter(Boolean).join(' ')}
    />
  );
}
