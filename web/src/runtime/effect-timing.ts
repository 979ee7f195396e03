/**
 * When effects (`useEffect`) run on Preact: as React runs them, not a frame later.
 *
 * React runs the effects of a render caused by a discrete user input (a key, a click, an input, a
 * focus change...) at the end of that input's own task, so they have run before the next input
 * arrives. Preact runs every component's effects after the next animation frame (its hooks'
 * `afterPaint`: a requestAnimationFrame or a 35 ms timeout, then a task), also after a keystroke.
 * The app and its libraries were written against React's order, and every whole-suite browser
 * run on Preact found a race of this kind (bench/README.md, "Preact in place of React DOM"):
 * Enter pressed 6 ms after typing in the kit's combobox, before its effect had marked the first
 * option; a popup reopened in a loop; a dialog's code arriving before its host's effect.
 *
 * So, on Preact: the effects of a render in the task of a discrete input run in a microtask of
 * that task (after the render, before the browser handles anything else); every other render's
 * effects still wait for the next frame, as Preact's own scheduling does, so that a page's first
 * screen or a late answer is painted before its effects run.
 */
import { options } from 'preact';

/** Events React handles as discrete (a user's deliberate act), whose updates it flushes at once. */
const DISCRETE_EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'input',
  'change',
  'beforeinput',
  'click',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'focusin',
  'focusout',
  'compositionend',
  'paste',
  'cut',
  'submit',
] as const;

/** Preact's 35 ms: a frame at 30 Hz, for when no frame comes (a tab in the background). */
const FRAME_TIMEOUT = 35;

/** True from a discrete input event until the next task (what that input set off). */
let inInputTask = false;

/** The effects' flush waiting for a frame, to be run sooner if an input comes first. */
let pendingFlush: (() => void) | undefined;

function markInputTask() {
  if (inInputTask) return;
  inInputTask = true;
  // A timer's task comes after this one's microtasks (where Preact renders and runs effects).
  setTimeout(() => {
    inInputTask = false;
  }, 0);
}

/** As Preact's own: after the next frame (or 35 ms without one), then in a task of its own. */
function afterNextFrame(callback: () => void) {
  let frame: number | undefined;
  const done = () => {
    clearTimeout(timeout);
    if (frame !== undefined) cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT);
  if (typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(done);
}

/**
 * Preact's hooks call this with their flush of pending effects when the first effect joins an
 * empty queue (`afterPaint`), and not again until that flush has run.
 */
function scheduleEffects(flush: () => void) {
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    if (pendingFlush === run) pendingFlush = undefined;
    flush();
  };
  if (inInputTask) {
    queueMicrotask(run);
  } else {
    pendingFlush = run;
    afterNextFrame(run);
  }
}

/**
 * Preact's render queue, run in a microtask as Preact's default does. Effects already waiting for
 * a frame when an input came hold the queue: the input's render adds its effects behind them and
 * schedules no flush of its own. So after a render in an input's task, the waiting flush runs
 * now, the older effects first, as React runs pending effects before it handles the next input.
 */
function scheduleRender(process: () => void) {
  queueMicrotask(() => {
    process();
    if (inInputTask && pendingFlush) pendingFlush();
  });
}

let installed = false;

/** Installs the timing above (once; nothing without a window, as in the build's prerender). */
export function installEffectTiming() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  for (const type of DISCRETE_EVENTS) {
    window.addEventListener(type, markInputTask, { capture: true, passive: true });
  }
  options.requestAnimationFrame = scheduleEffects;
  options.debounceRendering = scheduleRender;
}
