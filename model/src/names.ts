import { LIMITS } from './limits.js';
import { VALIDATION } from './messages.js';
import { text } from './fields.js';
import { hasForbiddenNameCharacter } from './name-characters.js';

/**
 * Names of subscribers, transmitters, groups, rubrics, nodes and users: 3-20 characters, and no
 * colon (spec section 5's 'colon' check). HTTP Basic auth splits user and password at the first
 * colon, so a user named "a:b" could never sign in; the rule holds for every name alike, because
 * names of other records end up as owners, senders and references. The Core lower-cases every
 * name taken from a path, so stored names are always lower case.
 */
export const nameSchema = text(LIMITS.name.min, LIMITS.name.max).superRefine((value, ctx) => {
  if (typeof value !== 'string') return;
  const problem = value.includes(':')
    ? VALIDATION.colon
    : hasForbiddenNameCharacter(value)
      ? VALIDATION.nameCharacters
      : undefined;
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      message: problem,
      params: { constraint: 'Pattern' },
      input: value,
    });
  }
});

/**
 * A transmitter's name is the callsign its software logs in with, and the login line allows only
 * letters, digits and `_` there (api-contract section 9): a name with anything else, such as
 * `db0-abc`, could be stored but never connect.
 */
export const transmitterNameSchema = nameSchema.superRefine((value, ctx) => {
  if (typeof value === 'string' && value.length > 0 && !/^[A-Za-z0-9_]*$/.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message: VALIDATION.transmitterName,
      params: { constraint: 'Pattern' },
      input: value,
    });
  }
});

export { includesName, normalizeName } from './name-compare.js';
