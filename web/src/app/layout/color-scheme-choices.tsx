import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COLOR_SCHEME_CHOICES,
  type ColorSchemeChoice,
  useSession,
} from '../../features/session/session-store';
import { NavMenuButton } from './nav-menu';
import classes from './navigation-bar.module.css';

const LABEL_KEYS = {
  auto: 'nav.appearanceSystem',
  light: 'nav.appearanceLight',
  dark: 'nav.appearanceDark',
} as const satisfies Record<ColorSchemeChoice, string>;

/**
 * Light, dark or the system's setting, as a labelled group of toggle buttons in the user menu
 * (signed in or not). The choice is stored with the language.
 */
export function ColorSchemeChoices() {
  const { t } = useTranslation();
  const choice = useSession((state) => state.colorScheme);
  const setColorScheme = useSession((state) => state.setColorScheme);
  const labelId = useId();
  return (
    <li className={classes.divided}>
      <span id={labelId} className={classes.groupLabel}>
        {t('nav.appearance')}
      </span>
      <ul className={classes.subList} aria-labelledby={labelId}>
        {COLOR_SCHEME_CHOICES.map((value) => (
          <NavMenuButton
            key={value}
            pressed={value === choice}
            onClick={() => setColorScheme(value)}
          >
            {t(LABEL_KEYS[value])}
          </NavMenuButton>
        ))}
      </ul>
    </li>
  );
}
