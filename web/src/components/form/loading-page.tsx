import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../page-title';

/** An edit form's page while its record loads: the title is already right, the form follows. */
export function LoadingPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <PageTitle />
      <p>{t('common.loading')}</p>
    </Container>
  );
}
