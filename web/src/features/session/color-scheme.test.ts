import { afterEach, describe, expect, it, vi } from 'vitest';
import { followColorScheme, resolveColorScheme } from './color-scheme';
import { useSession } from './session-store';

describe('resolveColorScheme', () => {
  it('follows the system for auto, and the choice otherwise', () => {
    expect(resolveColorScheme('auto', true)).toBe('dark');
    expect(resolveColorScheme('auto', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });
});

describe('followColorScheme', () => {
  afterEach(() => {
    useSession.getState().setColorScheme('auto');
    vi.unstubAllGlobals();
  });

  it('applies the stored choice to the page and follows its changes and the system', () => {
    let systemDark = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return systemDark;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    const scheme = () => document.documentElement.dataset.mantineColorScheme;

    const stop = followColorScheme();
    expect(scheme()).toBe('light');
    systemDark = true;
    listeners.forEach((listener) => listener());
    expect(scheme()).toBe('dark');
    useSession.getState().setColorScheme('light');
    expect(scheme()).toBe('light');
    stop();
    expect(listeners.size).toBe(0);
  });
});
