import '@mantine/core/styles/Tabs.css';
import { Tabs as KitTabs, type TabsProps } from '@mantine/core';
import { WidgetProvider } from './kit/widget-provider';

/**
 * Tabs after the WAI-ARIA pattern (arrows move between tabs, each panel named by its tab). Its
 * parts are the kit's: `Tabs.List`, `Tabs.Tab`, `Tabs.Panel`.
 */
export function Tabs(props: TabsProps) {
  return (
    <WidgetProvider>
      <KitTabs {...props} />
    </WidgetProvider>
  );
}

Tabs.List = KitTabs.List;
Tabs.Tab = KitTabs.Tab;
Tabs.Panel = KitTabs.Panel;
