// Mantine's base styles travel with the kit, not with the start-up bundle.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import './kit.css';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { sessionColorSchemeManager } from './color-scheme-manager';
import { theme } from './theme';

/**
 * The UI kit (Mantine) with our theme. The shell and the home page are plain HTML and CSS so that
 * the first page stays small; the kit loads with the first screen that needs it. Dialogs and
 * toasts bring their own provider, because they can open on a page without one.
 */
export function KitProvider({ children }: { children: ReactNode }) {
  // One per provider: the page, dialogs and toasts each have their own, each with a subscription.
  const [colorSchemeManager] = useState(sessionColorSchemeManager);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      {children}
    </MantineProvider>
  );
}
