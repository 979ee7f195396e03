/**
 * What the bundle gets for `react` and `react-dom` (scripts/react-runtime.ts): Preact's
 * compatibility layer, plus the one part of React 19's API it lacks that a library imports.
 */
import type { ReactNode } from 'react';

// The bundler reads Preact's ES module, which has named exports; its type declarations are written
// as one `export =`, which TypeScript does not re-export this way. The app's types are React's.
// @ts-expect-error TS2498, see above
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's `<Activity>` hides its children and keeps their state. The kit imports it for its
 * `keepMounted` modes only (Transition, Collapse, Tabs, Stepper, Tree), which this app does not
 * use: here hidden content is simply not rendered, as it is without `keepMounted`.
 */
export function Activity({
  mode = 'visible',
  children,
}: {
  mode?: 'visible' | 'hidden';
  children?: ReactNode;
}) {
  return mode === 'hidden' ? null : children;
}
