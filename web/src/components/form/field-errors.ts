import type { ConstraintParams } from '@dapnet/model';
import type { Message } from '../../lib/messages/error-messages';

export interface SchemaLike {
  safeParse(value: unknown):
    | { success: true; data: unknown }
    | {
        success: false;
        error: {
          issues: readonly { path: readonly PropertyKey[]; message: string; params?: unknown }[];
        };
      };
}

/**
 * Checks a request body with its shared model schema and returns one translated message per
 * field (the first rule it breaks), keyed by the field's path ("pagers.0.number"). The model's
 * messages are catalogue keys; their params (min, max) fill the placeholders.
 */
export function fieldErrors(schema: SchemaLike, body: unknown): Record<string, Message> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, Message> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field in errors) continue;
    const params = (issue.params ?? {}) as Partial<ConstraintParams>;
    const values: Record<string, number> = {};
    for (const name of ['min', 'max', 'integer', 'fraction'] as const) {
      if (typeof params[name] === 'number') values[name] = params[name];
    }
    errors[field] = { key: issue.message, values };
  }
  return errors;
}
