import { Alert, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import classes from './legal-page.module.css';

/** Frame of the German legal pages: a note in the reader's language, then the German text. */
export function LegalPage({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <Container size="md" py="lg">
      <PageTitle />
      {i18n.language !== 'de' && (
        <Alert variant="light" color="gray" mb="lg">
          {t('legal.germanOnly')}
        </Alert>
      )}
      <div lang="de" className={classes.text}>
        {children}
      </div>
    </Container>
  );
}
