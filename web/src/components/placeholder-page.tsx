import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/** Stands in for screens that later work fills in; the shell around it is final. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <PageTitle />
      <Text>{t('placeholder.text')}</Text>
    </Container>
  );
}
