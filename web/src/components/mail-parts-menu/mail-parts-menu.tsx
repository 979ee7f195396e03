import { Menu } from '../widgets/menu';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export interface MailPartsMenuProps {
  /** The mailto: links of one mail that had to be split, in order ("Part 1 of 3", …). */
  hrefs: readonly string[];
  /** Offers to copy every address instead, for writing one mail (left out where unavailable). */
  onCopy?: () => void;
  /** The button that opens the menu. */
  children: ReactElement;
}

/** A mail to more addresses than one mailto: link carries: one link per part, and a copy item. */
export function MailPartsMenu({ hrefs, onCopy, children }: MailPartsMenuProps) {
  const { t } = useTranslation();
  const parts = hrefs.map((href, index) => ({
    label: t('overview.mailParts.part', { part: index + 1, count: hrefs.length }),
    href,
  }));
  const copy = onCopy && {
    label: t('overview.mailParts.copy'),
    onSelect: onCopy,
    dividerBefore: true,
  };
  return (
    <Menu
      trigger={children}
      note={t('overview.mailParts.note')}
      entries={copy ? [...parts, copy] : parts}
      width={300}
    />
  );
}
