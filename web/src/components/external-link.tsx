import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/**
 * A link to another site, opened in a new tab without giving that site a handle on this one
 * (noopener) or telling it where the visitor came from (noreferrer).
 */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
