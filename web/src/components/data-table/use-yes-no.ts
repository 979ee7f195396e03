import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Text for a yes/no column. The two words are looked up once per language: a lookup per cell
 * costs most of a second on 100,000 calls.
 */
export function useYesNo(): (flag: boolean) => string {
  const { t } = useTranslation();
  return useMemo(() => {
    const yes = t('common.yes');
    const no = t('common.no');
    return (flag: boolean) => (flag ? yes : no);
  }, [t]);
}
