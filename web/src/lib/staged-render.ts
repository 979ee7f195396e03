/**
 * The app's first render in stages, each in a task of its own, out of sight until the last one.
 *
 * On Preact a render is one task, however large: the first one of a page that is not prerendered
 * (the bar, the menus, the page, its kit widgets, the footer) took 350 to 500 ms on a phone's
 * slowed CPU (bench/long-tasks.ts), and a tap during it waited that long. React would have sliced
 * it; Preact cannot. Here the parts that mark themselves as a later stage (`useLaterStage`) are
 * left out of the render that mounts them and drawn in a task after it, one task per part, in a
 * container that is laid out but not shown, beside the static frame that is on the screen
 * meanwhile. Once no part waits, the frame gives way to the container in one task: the user sees
 * the whole page at once, as before, and never a page in parts.
 *
 * Only the first render of the app is staged (main.tsx): afterwards, and wherever nothing stages
 * (unit tests, the build's prerender, the takeover of a prerendered page), a later stage is drawn
 * at once.
 */
import { type ReactNode, useLayoutEffect, useState } from 'react';

/** A part that waits for its stage: `leave` once it is drawn or gone (more calls do nothing). */
interface Entry {
  leave(): void;
}

interface Staging {
  enter(): Entry;
}

/** The staged first render under way, if one is. */
let staging: Staging | undefined;

/** Laid out as the page would be (so that what measures itself gets its size), but not shown. */
const OUT_OF_SIGHT: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  top: '0',
  left: '0',
  width: '100%',
  height: '0',
  overflow: 'hidden',
  visibility: 'hidden',
};

/**
 * Runs `run` in a task of its own, ahead of the page's other queued work where the browser can
 * (`scheduler.postTask` at 'user-blocking'): a long list's later parts arriving meanwhile would
 * otherwise take their turns between two stages, and the page would show that much later.
 * Answers a function that cancels it.
 */
function inNextTask(run: () => void): () => void {
  const { scheduler } = globalThis as {
    scheduler?: {
      postTask?: (
        task: () => void,
        options: { priority: string; signal: AbortSignal },
      ) => Promise<void>;
    };
  };
  if (typeof scheduler?.postTask === 'function') {
    const controller = new AbortController();
    scheduler
      .postTask(run, { priority: 'user-blocking', signal: controller.signal })
      // Cancelled: nothing to run and nothing to report.
      .catch(() => {});
    return () => controller.abort();
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/** The longest the frame stays once the first stage is drawn, should a part never be drawn. */
const STAGES_AT_MOST_MS = 3_000;

/**
 * Renders the app into a container of its own inside `root` (`render` is handed the container),
 * staged as above; then takes every other child of `root` (the static frame) away, shows the
 * container (`display: contents`: it adds no box of its own) and calls `onShown`.
 */
export function renderInStages(
  root: HTMLElement,
  render: (container: HTMLElement) => void,
  onShown: () => void,
): void {
  const container = document.createElement('div');
  Object.assign(container.style, OUT_OF_SIGHT);
  root.append(container);

  let waiting = 0;
  let shown = false;
  const show = () => {
    if (shown) return;
    shown = true;
    staging = undefined;
    clearTimeout(deadline);
    for (const child of [...root.children]) if (child !== container) child.remove();
    container.removeAttribute('style');
    container.style.display = 'contents';
    onShown();
  };
  // In a task after the last part's: a part drawn there may have marked a later stage of its own.
  const showWhenNoneWaits = () =>
    inNextTask(() => {
      if (waiting === 0) show();
    });
  staging = {
    enter() {
      waiting += 1;
      let left = false;
      return {
        leave() {
          if (left) return;
          left = true;
          waiting -= 1;
          if (waiting === 0) showWhenNoneWaits();
        },
      };
    },
  };
  const deadline = setTimeout(show, STAGES_AT_MOST_MS);
  render(container);
  if (waiting === 0) showWhenNoneWaits();
}

/**
 * False while the part calling it waits for its stage of the staged first render: the part then
 * draws nothing (call every other hook before returning early). True otherwise, and in the task
 * after the render that mounted it, which draws the part.
 */
export function useLaterStage(): boolean {
  const [entry] = useState(() => staging?.enter());
  const [reached, setReached] = useState(entry === undefined);
  useLayoutEffect(() => {
    if (!entry) return;
    // The render that drew the part has committed it (its children's layout effects ran first).
    if (reached) {
      entry.leave();
      return;
    }
    return inNextTask(() => setReached(true));
  }, [entry, reached]);
  // A part gone before its stage is waited for no longer.
  useLayoutEffect(() => () => entry?.leave(), [entry]);
  return reached;
}

/** Its children as a later stage of the staged first render (useLaterStage). */
export function LaterStage({ children }: { children: ReactNode }): ReactNode {
  return useLaterStage() ? children : null;
}
