import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../testing/render';
import { MultiSelectField, SelectField } from './fields';
import { loadKitPickers } from './picker-fields';

// Fetched first, so that a test's time is not the test runner's first transform of the kit.
beforeAll(() => loadKitPickers(), 30_000);

const SUBSCRIBERS = [
  { value: 'dl1abc', label: 'DL1ABC', hint: 'Club station' },
  { value: 'f1xyz', label: 'F1XYZ', hint: 'Claire, Lyon' },
];

/** Whether any of the kit's markup is in the page. */
const kitDrawn = () => document.querySelector('[class*="mantine-"]') !== null;

describe('a picker nobody has reached for', () => {
  it('is drawn closed and plain, with its picked values, and none of the kit', async () => {
    await renderElement(
      <MultiSelectField
        label="Subscribers"
        options={SUBSCRIBERS}
        value={['f1xyz']}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Subscribers' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The value's label, not the value itself.
    expect(screen.getByText('F1XYZ')).toBeInTheDocument();
    expect(kitDrawn()).toBe(false);
  });

  it('takes a picked value out with its cross', async () => {
    const changed = vi.fn();
    await renderElement(
      <MultiSelectField
        label="Subscribers"
        options={SUBSCRIBERS}
        value={['dl1abc', 'f1xyz']}
        onChange={changed}
      />,
    );
    // The cross is hidden from screen readers (Backspace does it by keyboard): found as the eye does.
    const cross = screen.getByText('DL1ABC').parentElement!.querySelector('button')!;
    fireEvent.click(cross);
    expect(changed).toHaveBeenCalledWith(['f1xyz']);
  });

  it('shows a single choice by its label', async () => {
    await renderElement(
      <SelectField
        label="Usage"
        options={[
          { value: 'WIDERANGE', label: 'Widerange' },
          { value: 'PERSONAL', label: 'Personal' },
        ]}
        value="PERSONAL"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Usage' })).toHaveValue('Personal');
  });
});

describe('reaching for a picker', () => {
  it('by keyboard: the kit takes its place with the focus and the search typed, list open', async () => {
    await renderElement(
      <MultiSelectField label="Subscribers" options={SUBSCRIBERS} value={[]} onChange={() => {}} />,
    );
    const closed = screen.getByRole('combobox', { name: 'Subscribers' });
    act(() => closed.focus());
    await userEvent.setup().keyboard('lyo');
    await waitFor(() => expect(closed).not.toBeInTheDocument());
    const open = screen.getByRole('combobox', { name: 'Subscribers' });
    expect(open).toHaveFocus();
    expect(open).toHaveValue('lyo');
    const found = await screen.findAllByRole('option', { hidden: true });
    expect(found.map((option) => option.textContent)).toEqual(['F1XYZClaire, Lyon']);
  });

  it('by pointing at it: the kit takes its place in the same box, the focus left where it was', async () => {
    await renderElement(
      <MultiSelectField
        label="Subscribers"
        options={SUBSCRIBERS}
        value={['dl1abc']}
        onChange={() => {}}
      />,
    );
    const closed = screen.getByRole('combobox', { name: 'Subscribers' });
    await userEvent.setup().hover(closed);
    await waitFor(() => expect(kitDrawn()).toBe(true));
    const open = screen.getByRole('combobox', { name: 'Subscribers' });
    expect(open).not.toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    // The same picked value, still by its label.
    expect(screen.getByText('DL1ABC')).toBeInTheDocument();
  });
});
