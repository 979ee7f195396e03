import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstTiles } from './use-after-first-tiles';

/** Stands for a map page: the button does what the map does once its tiles are in. */
function Probe() {
  const { ready, onTilesSettled } = useAfterFirstTiles();
  return (
    <>
      <button onClick={onTilesSettled}>tiles settled</button>
      <p>{ready ? 'panel' : 'map only'}</p>
    </>
  );
}

describe('useAfterFirstTiles', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('waits for the tiles, then for their paint', async () => {
    render(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('map only')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'tiles settled' }));
    await act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('panel')).toBeInTheDocument();
  });

  it('stops waiting after three seconds when the tile server does not answer', async () => {
    render(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('map only')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('panel')).toBeInTheDocument();
  });
});
