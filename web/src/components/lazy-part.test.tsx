import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Loaded = ({ label }: { label: string }) => <p>loaded {label}</p>;
const Fallback = ({ label }: { label: string }) => <p>fallback {label}</p>;

describe('lazyPart', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the part once its code is there', async () => {
    const part = lazyPart(() => Promise.resolve(Loaded), Fallback);
    render(<part.Part label="a" />);
    expect(await screen.findByText('loaded a')).toBeTruthy();
  });

  it('shows the fallback in place when the code cannot be fetched, and asks again next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Loaded);
    const part = lazyPart(load, Fallback);

    const first = render(<part.Part label="b" />);
    expect(await screen.findByText('fallback b')).toBeTruthy();
    first.unmount();

    render(<part.Part label="c" />);
    expect(await screen.findByText('loaded c')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloads without ever rejecting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const part = lazyPart(() => Promise.reject(new Error('offline')));
    await expect(part.preload()).resolves.toBeUndefined();
  });
});
