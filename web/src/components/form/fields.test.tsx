import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../testing/render';
import { WidgetProvider } from '../widgets/kit/widget-provider';
import { MultiSelectField, SelectField } from './fields';
import { loadKitPickers } from './picker-fields';

// The kit's pickers come as a module of their own once a picker is reached for: fetched here
// first, so that a test's time is not the test runner's first transform of the kit.
beforeAll(() => loadKitPickers(), 30_000);

/**
 * Points at a picker, as a mouse user does before using it, and answers its search box once the
 * kit's picker has taken the closed one's place.
 */
async function reachFor(user: UserEvent, name: string) {
  const closed = screen.getByRole('combobox', { name });
  await user.hover(closed);
  await waitFor(() => expect(closed).not.toBeInTheDocument());
  return screen.getByRole('combobox', { name });
}

function renderPicker(value: string[], max: number) {
  return renderElement(
    <WidgetProvider>
      <MultiSelectField
        label="Owners"
        options={['a1a', 'b2b', 'c3c']}
        value={value}
        onChange={() => {}}
        max={max}
      />
    </WidgetProvider>,
    'de',
  );
}

describe('MultiSelectField with a bound', () => {
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

describe('SelectField whose options load late', () => {
  let arrive: (options: string[]) => void = () => {};
  function LateRubrics({ onChange }: { onChange: (value: string | null) => void }) {
    const [options, setOptions] = useState<string[]>([]);
    const [value, setValue] = useState<string | null>(null);
    arrive = setOptions;
    return (
      <SelectField
        label="Rubric"
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('highlights the first match of what was typed before the list arrived, so Enter picks it', async () => {
    const picked = vi.fn();
    await renderElement(
      <WidgetProvider>
        <LateRubrics onChange={picked} />
      </WidgetProvider>,
    );
    const user = userEvent.setup();
    await user.type(await reachFor(user, 'Rubric'), 'sola');
    act(() => arrive(['news', 'solar', 'solaris']));
    await screen.findByRole('option', { name: 'solar', hidden: true });
    await user.keyboard('{Enter}');
    expect(picked).toHaveBeenCalledWith('solar');
  });
});

describe('SelectField that always has a value', () => {
  const renderSelect = (required?: boolean) =>
    renderElement(
      <WidgetProvider>
        <SelectField
          label="My pager"
          options={['pager1', 'pager2']}
          value="pager1"
          onChange={() => {}}
          required={required}
        />
      </WidgetProvider>,
    );

  it('marks a choice the user must make as required, and not one that is already made', async () => {
    const { unmount } = await renderSelect();
    // Mantine draws the asterisk inside the label, hidden from assistive technology.
    expect((await screen.findByText('My pager')).textContent).toContain('*');
    unmount();
    await renderSelect(false);
    expect((await screen.findByText('My pager')).textContent).not.toContain('*');
  });
});

describe('MultiSelectField with hints', () => {
  it('finds an option by its hint too, and Enter picks the name that was typed', async () => {
    const picked = vi.fn();
    await renderElement(
      <WidgetProvider>
        <MultiSelectField
          label="Subscribers"
          options={[
            { value: 'dl1abc', label: 'dl1abc', hint: 'Friend of f1xyz' },
            { value: 'f1xyz', label: 'f1xyz', hint: 'Claire, Lyon' },
          ]}
          value={[]}
          onChange={picked}
        />
      </WidgetProvider>,
    );
    const user = userEvent.setup();
    const input = await reachFor(user, 'Subscribers');
    await user.type(input, 'lyon');
    const found = await screen.findAllByRole('option', { hidden: true });
    expect(found.map((option) => option.textContent)).toEqual(['f1xyzClaire, Lyon']);
    await user.clear(input);
    // The name comes before the description that mentions it, so Enter picks the name.
    await user.type(input, 'f1xyz');
    await screen.findByRole('option', { name: 'dl1abc', hidden: true });
    await user.keyboard('{Enter}');
    expect(picked).toHaveBeenLastCalledWith(['f1xyz']);
  }, 15_000);
});
