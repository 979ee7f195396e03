import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { renderElement } from '../../testing/render';
import { DialogOutlet } from './dialog-outlet';
import { confirmDelete, confirmDuplicateRic, showErrorDialog } from './dialogs';

describe('dialogs', () => {
  it('asks before deleting and answers no on cancel', async () => {
    await renderElement(<DialogOutlet />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmDelete();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent(
      'You will not be able to recover this data once it is deleted.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('saves a duplicate RIC only on "I know what I\'m doing"', async () => {
    await renderElement(<DialogOutlet />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmDuplicateRic(1234);
    });
    expect(await screen.findByText('The given pager RIC (1234) is already known.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: "I know what I'm doing" }));
    await expect(answer).resolves.toBe(true);
  });

  it('shows a 4001 with its violations as plain text', async () => {
    await renderElement(<DialogOutlet />);
    const error = new ApiError(400, {
      code: 4001,
      name: 'Constraint Violation',
      message: 'Missing fields or invalid values',
      violations: [{ code: 6002, constraint: 'Size', field: 'text', message: '<b>too long</b>' }],
    });
    act(() => {
      void showErrorDialog(error);
    });
    expect(
      await screen.findByRole('dialog', { name: 'Constraint Violation (4001)' }),
    ).toBeVisible();
    expect(screen.getByText('text: <b>too long</b> (6002 - Size)')).toBeVisible();
  });
});
