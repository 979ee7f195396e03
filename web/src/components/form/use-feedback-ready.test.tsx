import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const preloadDialogs = vi.fn(() => Promise.resolve());
const preloadToasts = vi.fn(() => Promise.resolve());
vi.mock('../dialogs/dialog-outlet', () => ({ preloadDialogs }));
vi.mock('../toast/toast-outlet', () => ({ preloadToasts }));

const { useFeedbackReady } = await import('./use-feedback-ready');

function FormWithFeedback() {
  useFeedbackReady();
  return (
    <form>
      <label>
        Description
        <input />
      </label>
      <button type="button">Delete</button>
    </form>
  );
}

describe('useFeedbackReady', () => {
  it("fetches the dialogs' and toasts' code at the user's first sign, not before, and once", async () => {
    const { unmount } = render(<FormWithFeedback />);
    // However long the page stays idle, nothing is fetched (its evaluation is a long task).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(preloadDialogs).not.toHaveBeenCalled();
    expect(preloadToasts).not.toHaveBeenCalled();

    // The first focus in the form, as a tab or a tap brings it, is the first sign.
    screen.getByRole('textbox', { name: 'Description' }).focus();
    expect(preloadDialogs).toHaveBeenCalledTimes(1);
    expect(preloadToasts).toHaveBeenCalledTimes(1);

    // Later signs, and the next screen with a form, ask for nothing more.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Delete' }));
    unmount();
    render(<FormWithFeedback />);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(preloadDialogs).toHaveBeenCalledTimes(1);
    expect(preloadToasts).toHaveBeenCalledTimes(1);
  });
});
