import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { renderElement } from '../../testing/render';
import { DialogOutlet } from './dialog-outlet';
import { useDialogQueue } from './dialog-store';
import { alertMissingInput, confirmDelete, confirmDuplicateRic, showErrorDialog } from './dialogs';

describe('dialogs', () => {
  it('asks before deleting and answers no on cancel', async () => {
    await renderElement(<DialogOutlet />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmDelete('db0abc');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'You will not be able to recover this data once it is deleted.',
    );
    expect(dialog).toHaveTextContent('“db0abc” will be deleted.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('saves a duplicate RIC only on "I know what I\'m doing"', async () => {
    await renderElement(<DialogOutlet />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDuplicateRic([
        { ric: '0001234', subscriber: 'dl1abc' },
        { ric: '0001234', subscriber: 'db9xyz' },
      ]);
    });
    expect(
      await screen.findByText('The given pager RIC (0001234) is already known.'),
    ).toBeVisible();
    const holders = screen.getByRole('list', { name: 'Subscribers that already have it' });
    expect(holders).toHaveTextContent('0001234 belongs to dl1abc');
    expect(holders).toHaveTextContent('0001234 belongs to db9xyz');
    await userEvent.click(screen.getByRole('button', { name: "I know what I'm doing" }));
    await expect(answer).resolves.toBe(true);
  });

  it('shows a 4001 with its violations as plain text', async () => {
    await renderElement(<DialogOutlet />);
    const error = new ApiError(400, {
      code: 4001,
      name: 'Constraint Violation',
      message: 'Missing fields or invalid values',
      violations: [
        { code: 6002, constraint: 'Size', field: 'text', message: '<b>too long</b>' },
        { code: 'E17', field: 'label', message: 'too short' },
        { field: 'name', message: 'must not contain a colon' },
      ],
    });
    act(() => {
      void showErrorDialog(error);
    });
    expect(
      await screen.findByRole('dialog', { name: 'Constraint Violation (4001)' }),
    ).toBeVisible();
    expect(screen.getByText('text: <b>too long</b> (6002 - Size)')).toBeVisible();
    expect(screen.getByText('label: too short (E17 - -)')).toBeVisible();
    expect(screen.getByText('name: must not contain a colon (- - -)')).toBeVisible();
  });

  it("lists the empty fields under the spec's Missing input text", async () => {
    // The error dialog of the test before is still open; this one would wait behind it.
    act(() => useDialogQueue.setState({ queue: [] }));
    await renderElement(<DialogOutlet />);
    act(() => {
      void alertMissingInput(['Name', 'Owners']);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Missing input' });
    expect(dialog).toHaveTextContent('Please fill in every field to continue.');
    const fields = screen.getByRole('list', { name: 'Empty fields' });
    expect(fields).toHaveTextContent('Name');
    expect(fields).toHaveTextContent('Owners');
  });
});
