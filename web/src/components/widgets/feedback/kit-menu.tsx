import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { Fragment, useEffect, useState } from 'react';
import { WidgetProvider } from '../kit/widget-provider';
import type { MenuProps } from '../menu';

/**
 * The kit's menu behind `Menu` (widgets/menu.tsx), which loads this at the first sign of use of
 * its button: arrows move, Enter picks, Escape closes and gives the focus back. `opened`: the
 * button was clicked before this had arrived, so the menu opens at once.
 */
export function KitMenu({
  trigger,
  note,
  entries,
  width,
  opened,
}: MenuProps & { opened: boolean }) {
  const [open, setOpen] = useState(false);
  // Opened just after the first render, not on it: the kit notes where the focus is as the menu
  // opens, to give it back on close, and by the next task the button drawn anew has it again.
  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => setOpen(true), 0);
    return () => clearTimeout(timer);
  }, [opened]);
  return (
    <WidgetProvider>
      {/* Without the kit's focus placeholder: an empty focusable element with role="presentation"
          inside the menu, which axe reports (aria-required-children, critical). */}
      <Menu
        position="bottom-end"
        width={width}
        opened={open}
        onChange={setOpen}
        withInitialFocusPlaceholder={false}
      >
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
