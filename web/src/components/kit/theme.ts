import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The red of the DAPNET brand; shade 7 keeps white text above 6:1 contrast. */
const dapnet: MantineColorsTuple = [
  '#fff0ee',
  '#ffdcd6',
  '#ffb7aa',
  '#ff8e7a',
  '#f86a51',
  '#ee4a2e',
  '#d9230f',
  '#b81d0c',
  '#96170a',
  '#741107',
];

export const theme = createTheme({
  primaryColor: 'dapnet',
  primaryShade: 7,
  colors: { dapnet },
  // The system's own fonts: nothing to download, nothing fetched from a third party.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  focusRing: 'auto',
  defaultRadius: 'sm',
  cursorType: 'pointer',
});
