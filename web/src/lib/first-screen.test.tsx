import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { holdUntilFirstScreen, useFirstScreenShown } from './first-screen';

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
});
