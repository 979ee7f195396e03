import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { theme } from './theme';

let written = false;

/**
 * The kit's CSS variables for our theme, written into the document once, for every widget.
 * Each kit provider would otherwise work them out again and write them again in a style element
 * of its own (8 to 12 ms per widget on a phone's CPU, bench/long-tasks.ts), and a page has many
 * widgets. Written outside React, they stay when the widget that wrote them goes.
 */
export function writeKitCssVariablesOnce(): void {
  if (written || typeof document === 'undefined') return;
  written = true;
  const variables = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const scheme = convertCssVariables({
    variables: {},
    light: { '--mantine-color-scheme': 'light' },
    dark: { '--mantine-color-scheme': 'dark' },
  });
  const style = document.createElement('style');
  style.dataset.kitVariables = '';
  style.textContent = convertCssVariables(variables) + scheme;
  document.head.append(style);
}
