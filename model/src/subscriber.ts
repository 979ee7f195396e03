import { z } from 'zod';
import { LIMITS } from './limits.js';
import { VALIDATION } from './messages.js';
import { flag, integer, nameList, text } from './fields.js';

/** A pager of a subscriber: its RIC (21-bit address) and a name. */
export const pagerSchema = z.object({
  number: integer({ ...LIMITS.ric, fallback: 0, message: VALIDATION.ric21Bits }),
  name: text(LIMITS.pagerName.min, LIMITS.pagerName.max),
});

/** PUT /callsigns/{name} body. The name comes from the path. */
export const subscriberInputSchema = z.object({
  description: text(LIMITS.description.min, LIMITS.description.max),
  numeric: flag(),
  pagers: z
    .array(pagerSchema, {
      error: (issue) => (issue.input == null ? VALIDATION.required : VALIDATION.type),
    })
    .superRefine((pagers, ctx) => {
      const max = LIMITS.lists.pagers;
      if (pagers.length < 1 || pagers.length > max) {
        ctx.addIssue({
          code: 'custom',
          message: pagers.length < 1 ? VALIDATION.atLeastOne : VALIDATION.tooMany,
          params: { constraint: 'Size', min: 1, max },
          input: pagers,
        });
      }
    }),
  ownerNames: nameList(LIMITS.lists.owners),
});

/** A subscriber (the Core calls it a callsign). `pagers` is hidden from non-owners. */
export const subscriberSchema = z.object({
  name: z.string(),
  description: z.string(),
  numeric: z.boolean(),
  pagers: z.array(z.object({ number: z.number(), name: z.string() })).optional(),
  ownerNames: z.array(z.string()),
});

export type Pager = z.output<typeof pagerSchema>;
export type Subscriber = z.output<typeof subscriberSchema>;
