import {
  provideColorSchemeChoice,
  resolveColorScheme,
  type ColorSchemeChoice,
} from '../../lib/color-scheme';
import { useSession } from './session-store';

export { resolveColorScheme };

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function apply(choice: ColorSchemeChoice) {
  const systemDark = window.matchMedia(SYSTEM_DARK).matches;
  // The attribute the UI kit's styles and our own (app/global.css) switch on; index.html sets it
  // first, before the first paint, by the same rule.
  document.documentElement.dataset.mantineColorScheme = resolveColorScheme(choice, systemDark);
}

// The parts below the features (the UI kit's provider) read and change the stored choice here.
provideColorSchemeChoice({
  get: () => useSession.getState().colorScheme,
  set: (choice) => useSession.getState().setColorScheme(choice),
  subscribe: (onChange) =>
    useSession.subscribe((state, previous) => {
      if (state.colorScheme !== previous.colorScheme) onChange(state.colorScheme);
    }),
});

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
