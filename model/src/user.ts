import { z } from 'zod';
import { email, flag, isAlphanumeric } from './fields.js';
import { VALIDATION } from './messages.js';

/** Longest password accepted; the Core sets no bound, this keeps hashing cheap to abuse-proof. */
export const PASSWORD_MAX_LENGTH = 64;

/**
 * PUT /users/{name} body. `hash` carries the plain password; blank keeps the old one on update
 * (the server enforces that a new user has one).
 */
export const userInputSchema = z.object({
  hash: z
    .preprocess(
      // Absent means blank; a number is taken as its text, as the Core's JSON parser does.
      (value) => (value == null ? '' : typeof value === 'number' ? String(value) : value),
      z.string({ error: VALIDATION.type }),
    )
    .superRefine((value, ctx) => {
      if (value.length > PASSWORD_MAX_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION.size,
          params: { constraint: 'Size', min: 1, max: PASSWORD_MAX_LENGTH },
          input: value,
        });
      } else if (value.length > 0 && !isAlphanumeric(value)) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION.alphanumeric,
          params: { constraint: 'Alphanumeric' },
          input: value,
        });
      }
    }),
  mail: email(),
  admin: flag(),
});

/** A user; `mail` is shown only to the user themself and to admins, the hash never. */
export const userSchema = z.object({
  name: z.string(),
  mail: z.string().optional(),
  admin: z.boolean(),
});

export type User = z.output<typeof userSchema>;
