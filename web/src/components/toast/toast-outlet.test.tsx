import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../testing/render';
import type * as ToastHostModule from '../widgets/feedback/toast-host';

// The toast host's code arrives only when the test says so: a toast asked for before it is
// there must be shown once it is.
let arrive!: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
const hostAsked = vi.fn();
vi.mock('../widgets/feedback/toast-host', async (importOriginal) => {
  hostAsked();
  const original = await importOriginal<typeof ToastHostModule>();
  await arrived;
  return original;
});

const { ToastOutlet } = await import('./toast-outlet');
const { showSuccessToast } = await import('./success-toast');

// The toasts' code (the kit's notifications) is transformed on its first import: seconds on a busy
// machine.
describe('ToastOutlet', { timeout: 30_000 }, () => {
  it('shows a toast that was asked for before its host had loaded, once the host is there', async () => {
    await renderElement(<ToastOutlet />);
    expect(hostAsked).not.toHaveBeenCalled();

    await act(() => showSuccessToast());
    // The host's module is asked for from an effect, which Preact runs after the next paint.
    await waitFor(() => expect(hostAsked).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Operation successfully executed.')).not.toBeInTheDocument();

    await act(async () => arrive());
    expect(await screen.findByText('Operation successfully executed.')).toBeInTheDocument();
    expect(screen.getAllByText('Operation successfully executed.')).toHaveLength(1);
  });
});
