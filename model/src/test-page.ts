import { z } from 'zod';
import { integer, text } from './fields.js';
import { LIMITS } from './limits.js';
import { VALIDATION } from './messages.js';

/**
 * POST /transmitterControl/sendTestPage/{name} body (the embedded server's own endpoint; the
 * Core has none): a short text to one pager address, through this one transmitter only.
 */
export const testPageInputSchema = z.object({
  ric: integer({ ...LIMITS.ric, fallback: 0, message: VALIDATION.ric21Bits }),
  text: text(LIMITS.message.min, LIMITS.message.max),
});

export type TestPageInput = z.output<typeof testPageInputSchema>;

/** Its answer: whether the transmitter was connected here, so the page was queued for it. */
export interface TestPageResult {
  queued: boolean;
}
