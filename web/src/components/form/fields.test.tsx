import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../testing/render';
import { KitProvider } from '../kit/kit-provider';
import { MultiSelectField } from './fields';

function renderPicker(value: string[], max: number) {
  return renderElement(
    <KitProvider>
      <MultiSelectField
        label="Owners"
        options={['a1a', 'b2b', 'c3c']}
        value={value}
        onChange={() => {}}
        max={max}
      />
    </KitProvider>,
    'de',
  );
}

describe('MultiSelectField with a bound', () => {
  beforeAll(() => {
    // jsdom has no ResizeObserver; the picker's pills measure themselves with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('says the bound once it is reached', async () => {
    await renderPicker(['a1a', 'b2b'], 2);
    expect(await screen.findByText('Höchstens 2 Einträge.')).toBeInTheDocument();
  });

  it('says nothing about it below the bound', async () => {
    await renderPicker(['a1a'], 2);
    await screen.findByRole('combobox', { name: 'Owners' });
    expect(screen.queryByText('Höchstens 2 Einträge.')).not.toBeInTheDocument();
  });
});
