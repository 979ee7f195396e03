// The styles of the kit's components that the map's side panel still draws with.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import type { ReactNode } from 'react';
import { WidgetProvider } from './widget-provider';

/**
 * Only for features/transmitter-map/, whose side panel still uses the kit's buttons, text boxes
 * and slider directly (that folder is being split; it moves to components/ui/ and
 * components/widgets/ then, and this file goes). Every other page uses components/ui/.
 */
export function KitProvider({ children }: { children: ReactNode }) {
  return <WidgetProvider>{children}</WidgetProvider>;
}
