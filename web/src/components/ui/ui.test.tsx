import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../testing/render';
import { Button, ButtonLink } from './button';
import { Callout } from './callout';
import { Checkbox } from './checkbox';
import { Chip } from './chip';
import { NativeSelect } from './native-select';
import { PasswordInput } from './password-input';
import { SegmentedChoice } from './segmented-choice';
import { Textarea } from './textarea';
import { TextInput } from './text-input';

describe('the plain components', () => {
  it('a button is a button of type "button", and a busy one takes no clicks', async () => {
    const clicked = vi.fn();
    await renderElement(
      <>
        <Button onClick={clicked}>Save</Button>
        <Button loading onClick={clicked}>
          Sending
        </Button>
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('type', 'button');
    await userEvent.click(save);
    expect(clicked).toHaveBeenCalledTimes(1);
    // Still named by its label while it spins.
    const busy = screen.getByRole('button', { name: 'Sending' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('a button link is a link to its page, reached with Tab', async () => {
    // renderElement puts it in a router.
    await renderElement(<ButtonLink to="/calls/new">New call</ButtonLink>);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'New call' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '/calls/new');
  });

  it('a text box is named by its label and described by its hint and error', async () => {
    await renderElement(
      <TextInput
        label="Callsign"
        description="As on your licence"
        error="Required"
        required
        value=""
        onChange={() => {}}
      />,
    );
    // The asterisk is for the eye: the name is the label alone.
    const box = screen.getByRole('textbox', { name: 'Callsign' });
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('As on your licence Required');
    // A click on the label puts the caret in the box.
    await userEvent.click(screen.getByText('Callsign'));
    expect(box).toHaveFocus();
  });

  it('a disabled field cannot be typed into and is no error', async () => {
    await renderElement(<TextInput label="Name" disabled defaultValue="db0abc" />);
    const box = screen.getByLabelText('Name');
    expect(box).toBeDisabled();
    expect(box).toBeValid();
    await userEvent.type(box, 'x');
    expect(box).toHaveValue('db0abc');
  });

  it('a text area and a native select are named by their labels', async () => {
    await renderElement(
      <>
        <Textarea label="Message" withAsterisk defaultValue="" />
        <NativeSelect label="Hemisphere" options={[{ value: '1', label: 'North' }, 'South']} />
      </>,
    );
    // withAsterisk shows the mark without the browser's check behind it.
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toBeRequired();
    expect(screen.getByText('*')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Hemisphere' });
    await userEvent.selectOptions(select, 'South');
    expect(select).toHaveValue('South');
  });

  it('a password box hides what is typed until its toggle is pressed', async () => {
    await renderElement(
      <PasswordInput label="Password" toggleLabel="Show or hide the password" defaultValue="" />,
    );
    const box = screen.getByLabelText('Password');
    expect(box).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show or hide the password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(box).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('a checkbox is named by its label, described by its hint, and Space ticks it', async () => {
    function Remember({ disabled = false }: { disabled?: boolean }) {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label={disabled ? 'Locked' : 'Keep me signed in'}
          description="On this device only"
          checked={checked}
          disabled={disabled}
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
      );
    }
    await renderElement(
      <>
        <Remember />
        <Remember disabled />
      </>,
    );
    const box = screen.getByRole('checkbox', { name: 'Keep me signed in' });
    expect(box).toHaveAccessibleDescription('On this device only');
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    const locked = screen.getByRole('checkbox', { name: 'Locked' });
    expect(locked).toBeDisabled();
    await userEvent.click(screen.getByText('Locked'));
    expect(locked).not.toBeChecked();
  });

  it('a segmented choice is a named radio group that the arrows move through', async () => {
    function Scope() {
      const [value, setValue] = useState<'all' | 'mine'>('all');
      return (
        <SegmentedChoice
          label="Show"
          value={value}
          onChange={setValue}
          choices={[
            { value: 'all', label: 'All calls' },
            { value: 'mine', label: 'Sent by me' },
          ]}
        />
      );
    }
    await renderElement(<Scope />);
    expect(screen.getByRole('radiogroup', { name: 'Show' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All calls' })).toBeChecked();
    await userEvent.click(screen.getByText('Sent by me'));
    expect(screen.getByRole('radio', { name: 'Sent by me' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'All calls' })).not.toBeChecked();
  });

  it('a chip is a checkbox named by its text', async () => {
    function Slot() {
      const [on, setOn] = useState(false);
      return (
        <Chip checked={on} onChange={setOn}>
          A
        </Chip>
      );
    }
    await renderElement(<Slot />);
    const chip = screen.getByRole('checkbox', { name: 'A' });
    await userEvent.click(chip);
    expect(chip).toBeChecked();
  });

  it('a callout is an alert named by its title, or a note when asked', async () => {
    await renderElement(
      <>
        <Callout tone="warning" title="Too many rubrics">
          At most 10.
        </Callout>
        <Callout role="note">Draft restored</Callout>
      </>,
    );
    expect(screen.getByRole('alert', { name: 'Too many rubrics' })).toHaveTextContent(
      'At most 10.',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Draft restored');
  });
});
