import type { ComponentProps } from 'react';
import styles from './text.module.css';

interface TextLook {
  size?: 'xs' | 'sm' | 'md';
  /** The quieter grey of hints and secondary facts (4.5:1 on the page). */
  muted?: boolean;
}

/** The class names of a text's look, for an element of another kind (a list, a span). */
export function textClass({ size = 'md', muted = false }: TextLook, className?: string): string {
  return [styles.text, styles[size], muted && styles.muted, className].filter(Boolean).join(' ');
}

/** A paragraph of body text. */
export function Text({ size, muted, className, ...rest }: ComponentProps<'p'> & TextLook) {
  return <p {...rest} className={textClass({ size, muted }, className)} />;
}
