import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons';
import { VisuallyHidden } from '../../components/visually-hidden';
import { useSession } from '../../features/session/session-store';
import { useChangeLanguage } from '../../features/session/use-change-language';
import { LANGUAGE_NAMES, LANGUAGES, languageTag } from '../../lib/languages';
import { NavMenu, NavMenuButton } from './nav-menu';

/** The nine languages, each by its own name and marked with its language for screen readers. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const changeLanguage = useChangeLanguage();
  const label = (
    <>
      <VisuallyHidden>{t('nav.language')}: </VisuallyHidden>
      <span lang={languageTag(language)}>{LANGUAGE_NAMES[language]}</span>
    </>
  );
  return (
    <NavMenu label={label} icon={<GlobeIcon />} align="end">
      {LANGUAGES.map((code) => (
        <NavMenuButton
          key={code}
          lang={languageTag(code)}
          pressed={code === language}
          onClick={() => void changeLanguage(code)}
        >
          {LANGUAGE_NAMES[code]}
        </NavMenuButton>
      ))}
    </NavMenu>
  );
}
