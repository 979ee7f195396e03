import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

function Probe() {
  return <p>{useAfterPaint() ? 'painted' : 'first'}</p>;
}

describe('useAfterPaint', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('is false in the first render and true only after the next frame has been painted', async () => {
    render(<Probe />);
    expect(screen.getByText('first')).toBeInTheDocument();
    // The frame's callback alone is not enough: the paint follows it.
    await act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByText('first')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('painted')).toBeInTheDocument();
  });

  it('does nothing once the component is gone', async () => {
    const { unmount } = render(<Probe />);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('painted')).not.toBeInTheDocument();
  });
});
