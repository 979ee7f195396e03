import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline, type SparklineSummary } from './sparkline';

const summarize = ({ now, min, max }: SparklineSummary) => `now ${now}, min ${min}, max ${max}`;

describe('Sparkline', () => {
  it('tells the newest, lowest and highest value in text and draws one line', () => {
    const { container } = render(
      <Sparkline
        title="Transmitters online"
        values={[3, 1, 5, 4]}
        summarize={summarize}
        emptyText="No data yet"
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Transmitters online' });
    expect(figure.textContent).toContain('now 4, min 1, max 5');
    expect(container.querySelectorAll('polyline')).toHaveLength(1);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws a single value as a flat line', () => {
    const { container } = render(
      <Sparkline title="Calls" values={[2]} summarize={summarize} emptyText="No data yet" />,
    );
    expect(screen.getByText('now 2, min 2, max 2')).toBeTruthy();
    expect(container.querySelector('polyline')?.getAttribute('points')).toMatch(/^0,\S+ 100,\S+$/);
  });

  it('says so instead of drawing when there are no values', () => {
    const { container } = render(
      <Sparkline title="Calls" values={[]} summarize={summarize} emptyText="No data yet" />,
    );
    expect(screen.getByText('No data yet')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });
});
