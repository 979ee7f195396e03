import { act, render, screen } from '@testing-library/react';
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

  it('shows the part when its preloaded code arrives between its first render and its effect', async () => {
    let deliver!: (component: typeof Loaded) => void;
    const part = lazyPart(() => new Promise<typeof Loaded>((resolve) => (deliver = resolve)));
    const preloaded = part.preload();
    // A form's first press fetches the dialogs, and its save's error asks for one at once: the
    // part is drawn empty, and the code arrives before the part's effect has run.
    await act(async () => {
      render(<part.Part label="d" />);
      deliver(Loaded);
      await preloaded;
    });
    expect(await screen.findByText('loaded d')).toBeTruthy();
  });

  it('preloads without ever rejecting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const part = lazyPart(() => Promise.reject(new Error('offline')));
    await expect(part.preload()).resolves.toBeUndefined();
  });
});
