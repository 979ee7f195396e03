import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PieChart } from './pie-chart';

describe('PieChart', () => {
  it('lists every non-empty slice with its value and draws one path each', () => {
    const { container } = render(
      <PieChart
        title="Devices"
        emptyText="Nothing online"
        slices={[
          { label: 'UniPager', value: 3 },
          { label: 'RasPager', value: 0 },
          { label: 'SDRPager', value: 1 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['UniPager3', 'SDRPager1']);
    expect(container.querySelectorAll('path')).toHaveLength(2);
    expect(screen.getByRole('figure', { name: 'Devices' })).toBeTruthy();
  });

  it('says so instead of drawing when there is nothing to show', () => {
    const { container } = render(
      <PieChart title="Devices" emptyText="Nothing online" slices={[{ label: 'A', value: 0 }]} />,
    );
    expect(screen.getByText('Nothing online')).toBeTruthy();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('draws a single slice as a full circle', () => {
    const { container } = render(
      <PieChart title="Nodes" emptyText="-" slices={[{ label: 'Online', value: 5 }]} />,
    );
    expect(container.querySelector('path')?.getAttribute('d')).toContain('A 45 45 0 1 1 50 95');
  });
});
