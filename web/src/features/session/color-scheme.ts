import { useSyncExternalStore } from 'react';
import { type ColorSchemeChoice, useSession } from './session-store';

export type ColorScheme = 'light' | 'dark';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The scheme a page shows: the user's choice, or the system's setting for `auto`. */
export function resolveColorScheme(choice: ColorSchemeChoice, systemDark: boolean): ColorScheme {
  if (choice !== 'auto') return choice;
  return systemDark ? 'dark' : 'light';
}

function apply(choice: ColorSchemeChoice) {
  const systemDark = window.matchMedia(SYSTEM_DARK).matches;
  // The attribute the UI kit's styles and our own (app/global.css) switch on; index.html sets it
  // first, before the first paint, by the same rule.
  document.documentElement.dataset.mantineColorScheme = resolveColorScheme(choice, systemDark);
}

/**
 * Keeps the page's colour scheme in step with the stored choice and, for `auto`, with the
 * system setting, also on pages without the UI kit (the shell and home page).
 */
export function followColorScheme(): () => void {
  const media = window.matchMedia(SYSTEM_DARK);
  const onSystemChange = () => apply(useSession.getState().colorScheme);
  media.addEventListener('change', onSystemChange);
  const unsubscribe = useSession.subscribe((state, previous) => {
    if (state.colorScheme !== previous.colorScheme) apply(state.colorScheme);
  });
  apply(useSession.getState().colorScheme);
  return () => {
    media.removeEventListener('change', onSystemChange);
    unsubscribe();
  };
}

function currentScheme(): ColorScheme {
  return document.documentElement.dataset.mantineColorScheme === 'dark' ? 'dark' : 'light';
}

function watchScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-mantine-color-scheme'] });
  return () => observer.disconnect();
}

/**
 * The scheme the page shows now, for what CSS cannot reach (a map drawn on a canvas). Works
 * with or without the UI kit's provider.
 */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(watchScheme, currentScheme, () => 'light');
}
