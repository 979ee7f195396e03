import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../testing/render';
import { ClosedMultiSelect, ClosedSelect } from './closed-picker';

const SUBSCRIBERS = [
  { value: 'dl1abc', label: 'dl1abc', hint: 'Friend of f1xyz' },
  { value: 'f1xyz', label: 'f1xyz', hint: 'Claire, Lyon' },
];

/** A closed multiselect whose kit never comes: only its own keys answer. */
function Closed({ onChange, max }: { onChange: (value: string[]) => void; max?: number }) {
  const [value, setValue] = useState<string[]>(['dl1abc']);
  const [search, setSearch] = useState('');
  return (
    <ClosedMultiSelect
      id="subscribers"
      invalid={false}
      search={search}
      onSearchChange={setSearch}
      onReach={() => {}}
      options={SUBSCRIBERS}
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('keys typed before the kit is there', () => {
  it('Enter picks the first option found by name, then by description, and empties the search', async () => {
    const changed = vi.fn();
    await renderElement(<Closed onChange={changed} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'lyon{Enter}');
    expect(changed).toHaveBeenLastCalledWith(['dl1abc', 'f1xyz']);
    expect(box).toHaveValue('');
  });

  it('Enter finds nothing more once the most values are picked', async () => {
    const changed = vi.fn();
    await renderElement(<Closed onChange={changed} max={1} />);
    await userEvent.type(screen.getByRole('combobox'), 'f1{Enter}');
    expect(changed).not.toHaveBeenCalled();
  });

  it('Backspace in an empty search takes the last value out', async () => {
    const changed = vi.fn();
    await renderElement(<Closed onChange={changed} />);
    await userEvent.type(screen.getByRole('combobox'), '{Backspace}');
    expect(changed).toHaveBeenLastCalledWith([]);
  });

  it('a single choice takes the first match and shows its label', async () => {
    function Usage() {
      const [value, setValue] = useState<string | null>(null);
      const [search, setSearch] = useState('');
      const options = [
        { value: 'WIDERANGE', label: 'Widerange' },
        { value: 'PERSONAL', label: 'Personal' },
      ];
      return (
        <ClosedSelect
          id="usage"
          invalid={false}
          search={search}
          onSearchChange={setSearch}
          onReach={() => {}}
          options={options}
          value={value}
          onChange={setValue}
        />
      );
    }
    await renderElement(<Usage />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'pers{Enter}');
    expect(box).toHaveValue('Personal');
  });
});
