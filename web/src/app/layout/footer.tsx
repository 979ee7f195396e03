import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { VersionsLine } from '../../features/version/versions-line';
import { getConfig } from '../../lib/config';
import { paths } from '../../lib/paths';
import classes from './footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const { links } = getConfig();

  return (
    <footer className={classes.footer}>
      <div className={classes.columns}>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={classes.heading}>
            {t('footer.supportUs')}
          </h2>
          <ul className={classes.list}>
            <li>
              <ExternalLink href={links.sourceRepository}>{t('footer.sourceCode')}</ExternalLink>
            </li>
            <li>
              <ExternalLink href={links.universityGroup.url}>
                {links.universityGroup.name || t('footer.universityGroup')}
              </ExternalLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={classes.heading}>
            {t('footer.contactUs')}
          </h2>
          <ul className={classes.list}>
            {links.social.map((link) => (
              <li key={link.url}>
                <ExternalLink href={link.url}>{link.name}</ExternalLink>
              </li>
            ))}
            {links.contact && (
              <li>
                <ExternalLink href={links.contact}>{t('footer.contact')}</ExternalLink>
              </li>
            )}
            <li>
              <Link to={paths.impress.path}>{t('footer.impress')}</Link>
            </li>
            <li>
              <Link to={paths.privacy.path}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-versions">
          <h2 id="footer-versions" className={classes.heading}>
            {t('footer.versions')}
          </h2>
          <VersionsLine />
        </section>
      </div>
    </footer>
  );
}
