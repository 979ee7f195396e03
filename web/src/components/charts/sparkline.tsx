import { useId } from 'react';
import styles from './sparkline.module.css';

export interface SparklineSummary {
  min: number;
  max: number;
  now: number;
}

interface SparklineProps {
  /** What the line shows, for its caption and accessible name. */
  title: string;
  /** Oldest first; the last value is "now". */
  values: readonly number[];
  /** The text form of the chart, e.g. "now 3 · lowest 1 · highest 4", in the reader's language. */
  summarize: (summary: SparklineSummary) => string;
  /** Shown instead of the line while there are no values. */
  emptyText: string;
}

const WIDTH = 100;
const HEIGHT = 30;

/** The lowest, highest and newest value, or nothing without values. */
export function summarizeValues(values: readonly number[]): SparklineSummary | undefined {
  if (values.length === 0) return undefined;
  return { min: Math.min(...values), max: Math.max(...values), now: values.at(-1)! };
}

/**
 * The line's points in the 100 × 30 drawing; a single value is a flat line. Counts are drawn from
 * zero, so a steady 5 does not look like a steady 0.
 */
function linePoints(values: readonly number[], { min, max }: SparklineSummary): string {
  const low = Math.min(0, min);
  const range = max - low || 1;
  const step = values.length > 1 ? WIDTH / (values.length - 1) : WIDTH;
  const at = (value: number) => HEIGHT - 1 - ((value - low) / range) * (HEIGHT - 3);
  const points = values.map((value, index) => `${index * step},${at(value)}`);
  return values.length > 1 ? points.join(' ') : `0,${at(values[0]!)} ${WIDTH},${at(values[0]!)}`;
}

/**
 * A small area chart in plain SVG (no chart library for one line). The drawing is decorative; the
 * summary under it is its text form. Its height is fixed, so nothing moves when data arrives.
 */
export function Sparkline({ title, values, summarize, emptyText }: SparklineProps) {
  const captionId = useId();
  const summary = summarizeValues(values);
  const points = summary && linePoints(values, summary);
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.title}>
        {title}
      </figcaption>
      <div className={styles.drawing}>
        {points && (
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className={styles.svg}
            aria-hidden="true"
            focusable="false"
          >
            <polygon className={styles.area} points={`0,${HEIGHT} ${points} ${WIDTH},${HEIGHT}`} />
            <polyline className={styles.line} points={points} />
          </svg>
        )}
      </div>
      <p className={styles.summary}>{summary ? summarize(summary) : emptyText}</p>
    </figure>
  );
}
