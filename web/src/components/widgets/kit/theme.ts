import { createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * The widgets' theme, made of the design tokens (components/ui/tokens.css): every value is one
 * of their CSS variables, so a colour, a font or a radius is written in one place only.
 */
const dapnet = Array.from(
  { length: 10 },
  (_, shade) => `var(--app-red-${shade})`,
) as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'dapnet',
  primaryShade: 7,
  colors: { dapnet },
  fontFamily: 'var(--app-font)',
  headings: { fontWeight: '600' },
  focusRing: 'auto',
  defaultRadius: 'sm',
  radius: { sm: 'var(--app-radius)' },
  cursorType: 'pointer',
  // Toasts, dialogs and menus appear without sliding or fading for a user who asked the system
  // for less motion, as our own components do (the kit ignores the wish by default).
  respectReducedMotion: true,
});
