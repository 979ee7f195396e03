import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu as KitMenu, type MenuProps } from '@mantine/core';
import { WidgetProvider } from './kit/widget-provider';

/**
 * A menu of actions behind a button (exports, mail parts): arrows move, Enter picks, Escape
 * closes and gives the focus back. Its parts are the kit's: `Menu.Target`, `Menu.Dropdown`,
 * `Menu.Item`, `Menu.Label`, `Menu.Divider`.
 */
export function Menu(props: MenuProps) {
  return (
    <WidgetProvider>
      <KitMenu {...props} />
    </WidgetProvider>
  );
}

Menu.Target = KitMenu.Target;
Menu.Dropdown = KitMenu.Dropdown;
Menu.Item = KitMenu.Item;
Menu.Label = KitMenu.Label;
Menu.Divider = KitMenu.Divider;
