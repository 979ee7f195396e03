import { Anchor, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner } from '../error-banner';
import { PageTitle } from '../page-title';

/**
 * A form the signed-in user may not use (spec section 6), shown instead of the form so that
 * nobody fills in a page the server would refuse. The user's login is fine, only the right is
 * missing: hence the 403 wording of spec section 8, not the one that asks to check the password.
 */
export function NoPermissionPage({ listHref }: { listHref: string }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <PageTitle />
      <ErrorBanner
        title={{ key: 'rest.errors.forbidden.title' }}
        message={{ key: 'rest.errors.forbidden.text' }}
      />
      <Anchor component={Link} to={listHref}>
        {t('form.backToList')}
      </Anchor>
    </Container>
  );
}
