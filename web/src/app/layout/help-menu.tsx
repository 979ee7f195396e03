import { useTranslation } from 'react-i18next';
import { HelpIcon } from '../../components/icons';
import { getConfig } from '../../lib/config';
import { NavMenu, NavMenuExternalLink } from './nav-menu';

/** Wiki and support site, both from the runtime configuration, opened in a new tab. */
export function HelpMenu() {
  const { t } = useTranslation();
  const { wikiUrl, supportUrl } = getConfig();
  return (
    <NavMenu label={t('nav.help')} icon={<HelpIcon />} align="end">
      <NavMenuExternalLink href={wikiUrl}>{t('nav.wiki')}</NavMenuExternalLink>
      <NavMenuExternalLink href={supportUrl}>{t('nav.support')}</NavMenuExternalLink>
    </NavMenu>
  );
}
