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
  return (
    <Menu position="bottom-end" width={300}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('overview.mailParts.note')}</Menu.Label>
        {hrefs.map((href, index) => (
          <Menu.Item key={href} component="a" href={href}>
            {t('overview.mailParts.part', { part: index + 1, count: hrefs.length })}
          </Menu.Item>
        ))}
        {onCopy && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={onCopy}>{t('overview.mailParts.copy')}</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
