/**
 * The app's first render in stages, each in a task of its own.
 *
 * On Preact a render is one task, however large: the first one of a page (the bar, the menus, the
 * page, its kit widgets, the footer) took 350 to 500 ms on a phone's slowed CPU
 * (bench/long-tasks.ts), and so did the takeover of a prerendered page (200 to 300 ms); a tap
 * during it waited that long. React would have sliced it; Preact cannot. Here the parts that mark
 * themselves as a later stage are left out of the render that mounts them and drawn in a task
 * after it, one task per part:
 * - rendering anew (`renderInStages`), in a container that is laid out but not shown, beside the
 *   static frame that is on the screen meanwhile. Once no part waits, the frame gives way to the
 *   container in one task: the user sees the whole page at once, as before, never a page in parts.
 * - taking a prerendered page over (`hydrateInStages`), the prerendered markup of a later stage
 *   stays on the screen as it is until its task takes it over (Preact keeps the markup of a part
 *   that suspends while it hydrates). A `LaterStage`'s markup must therefore be one element: Preact
 *   keeps only the first node of a part that suspends.
 *
 * Only the first render of the app is staged (main.tsx): afterwards, and wherever nothing stages
 * (unit tests, the build's prerender), a later stage is drawn at once. A kit widget
 * (`useLaterStage`) is staged only when rendering anew: a hook cannot suspend.
 */
import { type ReactNode, Suspense, useLayoutEffect, useState } from 'react';

/** A part that waits for its stage: `leave` once it is drawn or gone (more calls do nothing). */
interface Entry {
  leave(): void;
}

/** Rendering anew beside the static frame, or taking the prerendered markup over. */
type StagingMode = 'render' | 'hydrate';

interface Staging {
  mode: StagingMode;
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
 * Starts a staged first render: `finish` runs once no part waits any more (or after
 * STAGES_AT_MOST_MS). Answers what to call once the render that starts it is done: a first render
 * without any later stage finishes in the next task.
 */
function beginStaging(mode: StagingMode, finish: () => void): () => void {
  let waiting = 0;
  let finished = false;
  const end = () => {
    if (finished) return;
    finished = true;
    staging = undefined;
    clearTimeout(deadline);
    finish();
  };
  // In a task after the last part's: a part drawn there may have marked a later stage of its own.
  const endWhenNoneWaits = () =>
    inNextTask(() => {
      if (waiting === 0) end();
    });
  staging = {
    mode,
    enter() {
      waiting += 1;
      let left = false;
      return {
        leave() {
          if (left) return;
          left = true;
          waiting -= 1;
          if (waiting === 0) endWhenNoneWaits();
        },
      };
    },
  };
  const deadline = setTimeout(end, STAGES_AT_MOST_MS);
  return () => {
    if (waiting === 0) endWhenNoneWaits();
  };
}

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
  const rendered = beginStaging('render', () => {
    for (const child of [...root.children]) if (child !== container) child.remove();
    container.removeAttribute('style');
    container.style.display = 'contents';
    onShown();
  });
  render(container);
  rendered();
}

/**
 * Takes a prerendered page over (`hydrate`, a call of hydrateRoot), staged as above: each later
 * stage's markup is taken over in a task of its own. `onTakenOver` once every part is.
 */
export function hydrateInStages(hydrate: () => void, onTakenOver: () => void): void {
  const hydrated = beginStaging('hydrate', onTakenOver);
  hydrate();
  hydrated();
}

/**
 * False while the part calling it waits for its stage of the staged first render: the part then
 * draws nothing (call every other hook before returning early). True otherwise, and in the task
 * after the render that mounted it, which draws the part.
 */
export function useLaterStage(): boolean {
  const [entry] = useState(() => (staging?.mode === 'render' ? staging.enter() : undefined));
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

/**
 * A later stage taking prerendered markup over: `released` in the task after the render that
 * mounted it, when `promise` resolves; `drawn` once its markup is taken over.
 */
interface Hold {
  released: boolean;
  promise: Promise<void>;
  drawn(): void;
}

function holdUntilNextTask(entry: Entry): Hold {
  const hold: Hold = {
    released: false,
    promise: new Promise((resolve) =>
      inNextTask(() => {
        hold.released = true;
        resolve();
      }),
    ),
    drawn: () => entry.leave(),
  };
  return hold;
}

/**
 * Suspends until its hold is released: while it hydrates, Preact leaves the markup of a part that
 * suspends as it is and takes it over when the promise resolves. Its hook state would be dropped
 * by the suspension, so the hold lives in its parent's.
 */
function HeldUntilReleased({ hold, children }: { hold: Hold; children: ReactNode }): ReactNode {
  if (!hold.released) throw hold.promise;
  return (
    <>
      {children}
      <AfterCommit run={hold.drawn} />
    </>
  );
}

/** Runs `run` once what comes before it has been committed (its layout effects ran first). */
function AfterCommit({ run }: { run: () => void }): null {
  useLayoutEffect(run, [run]);
  return null;
}

/**
 * Its children as a later stage of the staged first render. Taking prerendered markup over, they
 * must render one element (see above).
 */
export function LaterStage({ children }: { children: ReactNode }): ReactNode {
  const [hold] = useState(() =>
    staging?.mode === 'hydrate' ? holdUntilNextTask(staging.enter()) : undefined,
  );
  const reached = useLaterStage();
  // A part gone before its markup was taken over is waited for no longer.
  useLayoutEffect(() => () => hold?.drawn(), [hold]);
  if (hold)
    return (
      <Suspense fallback={null}>
        <HeldUntilReleased hold={hold}>{children}</HeldUntilReleased>
      </Suspense>
    );
  return reached ? children : null;
}
