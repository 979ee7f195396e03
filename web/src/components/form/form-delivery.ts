import { removeDraft, type DraftId } from './drafts';
import { saveRecord, type SavableApi } from './save-record';

/** Where the body goes once every check has passed. */
export type Delivery<Values, Body> = {
  /** The page shown after success; a function of the values when it depends on them. */
  then: string | ((values: Values) => string);
} & (
  | {
      /**
       * A named record, saved with PUT under the form's `name` value (saved form: trimmed,
       * lower case); a new one must not overwrite an existing one.
       */
      record: SavableApi;
      /**
       * Whether the save creates a record, checked first against overwriting one that exists; a
       * function of the values where an edit may create one (a subscriber saved under a new name).
       */
      creating: boolean | ((values: Values) => boolean);
      /** Runs once the server has accepted the PUT (see saveRecord); awaited when async. */
      onSaved?: (body: Body, values: Values) => void | Promise<void>;
    }
  | {
      /** Anything else the form sends (a call, rubric content, an activation). */
      request: (body: Body, values: Values) => Promise<unknown>;
      /** Cached lists the request changes. */
      invalidate?: string;
    }
);

/** What the form sends and where it goes after, as useSend takes it. */
interface Sending {
  request: () => Promise<unknown>;
  invalidate?: string;
  then: string;
}

/**
 * The request a form's delivery makes of a checked body: a named record's PUT (under `name`, its
 * saved form), or the form's own request, after which a kept draft goes (once the server has it,
 * before the next page shows).
 */
export function deliveryOf<Values, Body>(
  delivery: Delivery<Values, Body>,
  sent: { body: Body; values: Values; name: string; draft: DraftId | undefined },
): Sending {
  const { body, values, name, draft } = sent;
  const then = typeof delivery.then === 'function' ? delivery.then(values) : delivery.then;
  if ('record' in delivery) {
    const { record, creating, onSaved } = delivery;
    const saved = onSaved && (() => onSaved(body, values));
    const creates = typeof creating === 'function' ? creating(values) : creating;
    const request = () => saveRecord(record, { name, body, creating: creates, onSaved: saved });
    return { request, invalidate: record.key, then };
  }
  const request = async () => {
    const answer = await delivery.request(body, values);
    if (draft && answer !== false) removeDraft(draft);
    return answer;
  };
  return { request, invalidate: delivery.invalidate, then };
}
