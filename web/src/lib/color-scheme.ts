import { useSyncExternalStore } from 'react';

/**
 * The page's colour scheme, below the features: the user's choice is kept in the session
 * (features/session), which hands it to the parts below it through `provideColorSchemeChoice`;
 * what the page shows now is read from the document, so any part can follow it.
 */
export type ColorScheme = 'light' | 'dark';
export type ColorSchemeChoice = 'auto' | 'light' | 'dark';
export const COLOR_SCHEME_CHOICES: readonly ColorSchemeChoice[] = ['auto', 'light', 'dark'];

/** Where the user's choice is kept: read it, change it, and hear of its changes. */
export interface ColorSchemeChoiceStore {
  get: () => ColorSchemeChoice;
  set: (choice: ColorSchemeChoice) => void;
  /** Calls `onChange` with each new choice; returns the unsubscribe. */
  subscribe: (onChange: (choice: ColorSchemeChoice) => void) => () => void;
}

/** Until the session provides its store (tests of single parts): `auto`, kept in memory. */
function memoryStore(): ColorSchemeChoiceStore {
  let choice: ColorSchemeChoice = 'auto';
  const listeners = new Set<(choice: ColorSchemeChoice) => void>();
  return {
    get: () => choice,
    set: (next) => {
      choice = next;
      for (const listener of listeners) listener(next);
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
  };
}

let choiceStore = memoryStore();

/** Called once by the session, which owns the stored choice. */
export function provideColorSchemeChoice(store: ColorSchemeChoiceStore): void {
  choiceStore = store;
}

/** The store of the user's choice, for the UI kit's colour scheme manager. */
export function colorSchemeChoice(): ColorSchemeChoiceStore {
  return choiceStore;
}

/** The scheme a page shows: the user's choice, or the system's setting for `auto`. */
export function resolveColorScheme(choice: ColorSchemeChoice, systemDark: boolean): ColorScheme {
  if (choice !== 'auto') return choice;
  return systemDark ? 'dark' : 'light';
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
