import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitleKey } from '../lib/route-handle';

/** The page's h1: by default the same translated title the document title uses. */
export function PageTitle({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  return (
    <Title order={1} mb="md">
      {children ?? (titleKey ? t(titleKey) : null)}
    </Title>
  );
}
