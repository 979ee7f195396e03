import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { LoginForm } from '../../features/session/login-form';
import { readFrom } from '../../features/session/redirect-state';
import { selectUser, useSession } from '../../features/session/session-store';
import { safeRedirectTarget } from '../../lib/paths';

export default function LoginRoute() {
  const { t } = useTranslation();
  const user = useSession(selectUser);
  const location = useLocation();

  // Signed in (already, or just now): go where the visitor was heading, else home.
  if (user) return <Navigate to={safeRedirectTarget(readFrom(location.state))} replace />;

  return (
    <Container size="lg" py="lg">
      <PageTitle />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Paper withBorder p="lg">
          <LoginForm />
        </Paper>
        <section aria-labelledby="login-information">
          <Title order={2} size="h3" id="login-information" mb="xs">
            {t('common.information')}
          </Title>
          <Text mb="sm">{t('login.help')}</Text>
          <Text>{t('login.privacyHint')}</Text>
        </section>
      </SimpleGrid>
    </Container>
  );
}
