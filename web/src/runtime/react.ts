/**
 * What the bundle gets for `react` and `react-dom` (scripts/react-runtime.ts): Preact's
 * compatibility layer, plus the one part of React 19's API it lacks that a library imports,
 * `use` made to work where the build renders to markup, effects timed as React times them
 * after a user's input (./effect-timing.ts), and a deferred value that is really deferred
 * (./deferred-value.ts), for everything that runs on it: the bundle and the unit tests.
 */
import type { Context, ReactNode } from 'react';
import compat from 'preact/compat';
import { installEffectTiming } from './effect-timing';

installEffectTiming();

// The bundler reads Preact's ES module, which has named exports; its type declarations are written
// as one `export =`, which TypeScript does not re-export this way. The app's types are React's.
// @ts-expect-error TS2498, see above
export * from 'preact/compat';
export { default } from 'preact/compat';
// Named exports of this module take the place of the star export's names.
export { useDeferredValue } from './deferred-value';

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

/**
 * React 19's `use`. Preact's reads a context from a field of the rendering component that
 * preact-render-to-string does not set, and fails there with a TypeError: a kit component (which
 * reads its theme with `use`) could not be rendered to markup (the build's prerender of the
 * new-call page's frame, with its pickers). There a context is read with `useContext` instead,
 * which the renderer supports (one render: the order of hooks cannot change). In the browser,
 * Preact's own.
 */
export function use<T>(resource: Promise<T> | Context<T>): T {
  if ('then' in resource) return compat.use(resource as never) as T;
  try {
    return compat.use(resource as never) as T;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return compat.useContext(resource as never) as T;
  }
}
