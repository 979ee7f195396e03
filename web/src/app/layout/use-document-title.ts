import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../lib/build-info';
import { useRouteTitleKey } from '../../lib/route-handle';

/** "<translated page title> - DAPNET", following route and language changes. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const titleKey = useRouteTitleKey();
  const title = titleKey ? t(titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
