import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdUntilFirstScreen, useFirstScreenShown, whenFirstScreenShown } from './first-screen';

function Extra({ name }: { name: string }) {
  return useFirstScreenShown() ? <p>{name}</p> : null;
}

describe('what waits for the first screen', () => {
  it('shows once let go, each part in a task of its own rather than all in the release', async () => {
    const release = holdUntilFirstScreen();
    render(
      <>
        <Extra name="unread count" />
        <Extra name="version" />
      </>,
    );
    expect(screen.queryByText('unread count')).toBeNull();
    act(release);
    // Nothing is drawn in the task that lets them go.
    expect(screen.queryByText('unread count')).toBeNull();
    expect(screen.queryByText('version')).toBeNull();
    expect(await screen.findByText('unread count')).toBeVisible();
    expect(await screen.findByText('version')).toBeVisible();
  });

  it('shows at once where nothing holds it', () => {
    render(<Extra name="version" />);
    expect(screen.getByText('version')).toBeVisible();
  });

  it('starts what waits for it (the live event stream) once let go, and only once', async () => {
    const release = holdUntilFirstScreen();
    const start = vi.fn();
    whenFirstScreenShown(start);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
    holdUntilFirstScreen()();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts it at once where nothing holds it', () => {
    const start = vi.fn();
    whenFirstScreenShown(start);
    expect(start).toHaveBeenCalledOnce();
  });
});
