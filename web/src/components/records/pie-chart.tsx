import { useId } from 'react';
import styles from './pie-chart.module.css';

export interface Slice {
  label: string;
  value: number;
}

interface PieChartProps {
  /** What the chart shows, for its accessible name and heading. */
  title: string;
  slices: readonly Slice[];
  /** Shown instead of the chart when every value is 0. */
  emptyText: string;
  /** Formats counts in the legend (the reader's language). */
  formatValue?: (value: number) => string;
}

/**
 * Colours that stay apart for up to ten slices and keep 3:1 contrast with white. More slices
 * reuse them; the legend always carries the exact values.
 */
const PALETTE = [
  '#1c5d99',
  '#b81d0c',
  '#2b8a3e',
  '#e8590c',
  '#6741d9',
  '#0b7285',
  '#c2255c',
  '#5c940d',
  '#862e9c',
  '#495057',
];

function arcPath(start: number, end: number): string {
  // A full circle cannot be drawn as one arc: split it in two.
  if (end - start >= 1) return 'M 50 5 A 45 45 0 1 1 50 95 A 45 45 0 1 1 50 5 Z';
  const point = (fraction: number) => {
    const angle = 2 * Math.PI * fraction - Math.PI / 2;
    return `${50 + 45 * Math.cos(angle)} ${50 + 45 * Math.sin(angle)}`;
  };
  const large = end - start > 0.5 ? 1 : 0;
  return `M 50 50 L ${point(start)} A 45 45 0 ${large} 1 ${point(end)} Z`;
}

/**
 * A small pie chart in plain SVG with a legend of exact values (no chart library: two charts do
 * not justify one). The legend is the accessible form of the chart; the drawing is decorative.
 */
export function PieChart({ title, slices, emptyText, formatValue = String }: PieChartProps) {
  const headingId = useId();
  const shown = slices.filter((slice) => slice.value > 0);
  const total = shown.reduce((sum, slice) => sum + slice.value, 0);
  // Where each slice starts and ends, as fractions of the circle.
  const arcs = shown.map((slice, index) => {
    const before = shown.slice(0, index).reduce((sum, previous) => sum + previous.value, 0);
    return { slice, start: before / total, end: (before + slice.value) / total };
  });
  return (
    <figure className={styles.figure} aria-labelledby={headingId}>
      <figcaption id={headingId} className={styles.title}>
        {title}
      </figcaption>
      {total === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          <svg viewBox="0 0 100 100" className={styles.pie} aria-hidden="true" focusable="false">
            {arcs.map(({ slice, start, end }, index) => (
              <path
                key={slice.label}
                d={arcPath(start, end)}
                fill={PALETTE[index % PALETTE.length]}
              />
            ))}
          </svg>
          <ul className={styles.legend}>
            {shown.map((slice, index) => (
              <li key={slice.label}>
                <span
                  className={styles.swatch}
                  style={{ background: PALETTE[index % PALETTE.length] }}
                  aria-hidden="true"
                />
                <span className={styles.label}>{slice.label}</span>
                <span className={styles.value}>{formatValue(slice.value)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </figure>
  );
}
