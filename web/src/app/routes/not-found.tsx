import { Anchor, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../lib/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="lg">
      <PageTitle />
      <Text mb="md">{t('notFound.text')}</Text>
      <Anchor component={Link} to={paths.home.path}>
        {t('notFound.home')}
      </Anchor>
    </Container>
  );
}
