// The kit's base styles, for the widgets only: the pages are drawn by components/ui/.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import './widgets.css';
import { MantineProvider } from '@mantine/core';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useLaterStage } from '../../../lib/staged-render';
import { sessionColorSchemeManager } from './color-scheme-manager';
import { writeKitCssVariablesOnce } from './css-variables';
import { theme } from './theme';

const Inside = createContext(false);

/**
 * The kit (Mantine) with our theme, around a widget. Every widget of components/widgets/ brings
 * it, so a widget works on any page; inside another widget (a menu in a dialog) it adds nothing.
 */
export function WidgetProvider({ children }: { children: ReactNode }) {
  const inside = useContext(Inside);
  // One per provider: the scheme manager subscribes to the settings store.
  const [colorSchemeManager] = useState(sessionColorSchemeManager);
  // Each widget is a part of its own in the app's staged first render: the kit's are the costliest.
  const reached = useLaterStage();
  if (!reached) return null;
  if (inside) return <>{children}</>;
  writeKitCssVariablesOnce();
  return (
    <MantineProvider
      theme={theme}
      withCssVariables={false}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <Inside.Provider value>{children}</Inside.Provider>
    </MantineProvider>
  );
}
