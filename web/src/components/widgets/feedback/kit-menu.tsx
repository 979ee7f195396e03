import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { Fragment } from 'react';
import { WidgetProvider } from '../kit/widget-provider';
import type { MenuProps } from '../menu';

/**
 * The kit's menu behind `Menu` (widgets/menu.tsx), which loads this after the page's first render: arrows
 * move, Enter picks, Escape closes and gives the focus back.
 */
export function KitMenu({
  trigger,
  note,
  entries,
  width,
  opened,
}: MenuProps & { opened: boolean }) {
  return (
    <WidgetProvider>
      <Menu position="bottom-end" width={width} defaultOpened={opened}>
        <Menu.Target>{trigger}</Menu.Target>
        <Menu.Dropdown>
          {note && <Menu.Label>{note}</Menu.Label>}
          {entries.map((entry, index) => (
            <Fragment key={index}>
              {entry.dividerBefore && <Menu.Divider />}
              {'href' in entry ? (
                <Menu.Item component="a" href={entry.href}>
                  {entry.label}
                </Menu.Item>
              ) : (
                <Menu.Item onClick={entry.onSelect}>{entry.label}</Menu.Item>
              )}
            </Fragment>
          ))}
        </Menu.Dropdown>
      </Menu>
    </WidgetProvider>
  );
}
