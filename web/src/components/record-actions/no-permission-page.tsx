import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../page/error-banner';
import { PageTitle } from '../page/page-title';
import anchor from '../ui/anchor.module.css';
import layout from '../ui/layout.module.css';

/**
 * A form the signed-in user may not use (spec section 6), shown instead of the form so that
 * nobody fills in a page the server would refuse. The user's login is fine, only the right is
 * missing: hence the 403 wording of spec section 8, not the one that asks to check the password.
 */
export function NoPermissionPage({ listHref }: { listHref: string }) {
  const { t } = useTranslation();
  return (
    <div className={layout.page}>
      <PageTitle />
      <ErrorBanner
        title={{ key: 'rest.errors.forbidden.title' }}
        message={{ key: 'rest.errors.forbidden.text' }}
      />
      <Link to={listHref} className={anchor.anchor}>
        {t('form.backToList')}
      </Link>
    </div>
  );
}
