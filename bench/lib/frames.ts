/**
 * Frame timing in the page: every requestAnimationFrame from the start of a recording, so a
 * benchmark can report frames per second and its slowest frame while it pans a map.
 */
import type { Page } from 'playwright-core';
import { median } from './stats.js';

/** Starts recording frame times in the page. */
export async function startFrameRecording(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const frames = [];
    window.benchFrames = frames;
    const tick = (time) => { frames.push(time); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
}

/** The frames since the recording began: median frames per second and the slowest frame. */
export async function recordedFrames(page: Page): Promise<{ fps: number; slowestMs: number }> {
  const frames = (await page.evaluate('window.benchFrames')) as number[];
  const intervals = frames.slice(1).map((time, index) => time - frames[index]!);
  return { fps: 1000 / median(intervals), slowestMs: Math.max(...intervals) };
}
