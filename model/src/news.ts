import { z } from 'zod';
import { LIMITS } from './limits.js';
import { integer, text } from './fields.js';

/** POST /news body: content for one of a rubric's ten slots; number 0 = choose automatically. */
export const newsInputSchema = z.object({
  text: text(LIMITS.message.min, LIMITS.message.max),
  rubricName: text(1, Number.MAX_SAFE_INTEGER),
  number: integer({ min: LIMITS.newsSlot.min, max: LIMITS.newsSlot.max, fallback: 0 }),
});

/** Rubric content ("news") as the Core returns it. */
export const newsSchema = z.object({
  text: z.string(),
  rubricName: z.string(),
  number: z.number(),
  timestamp: z.string(),
  ownerName: z.string(),
  /** The embedded server numbers rubric content as it numbers calls (see `callSchema`). */
  id: z.number().int().optional(),
});

/** GET /news: every rubric's ten slots in order, null for an empty slot. */
export const newsListsSchema = z.record(z.string(), z.array(newsSchema.nullable()));

export type NewsInput = z.output<typeof newsInputSchema>;
export type News = z.output<typeof newsSchema>;
export type NewsLists = z.output<typeof newsListsSchema>;
