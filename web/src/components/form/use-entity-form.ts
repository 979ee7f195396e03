import { useRef, useState } from 'react';
import type { Message } from '../../lib/messages/error-messages';
import { readDraft, removeDraft, type DraftId } from './drafts';
import { deliveryOf, type Delivery } from './form-delivery';
import { fieldErrors, type SchemaLike } from './field-errors';
import { stopOnMissingInput, type RequiredField } from './missing-input';
import { alertIfColonInName, savedName } from './name-field';
import { sameValues, useDraftKeeping } from './use-draft-keeping';
import { useSend } from './use-send';

export type { Delivery } from './form-delivery';

/** A message per field, keyed like the request body ("pagers.0.number"). */
export type FormErrors = Record<string, Message>;

/** One field of a form, declared once. */
export interface FieldDeclaration<Value, Values> {
  /** The value it starts with; read on the first render only. */
  initial: Value;
  /** Its label, for a field that must be filled in: the 'Missing input' list names it. */
  label?: string;
  /** False for a labelled field that may stay blank (a password on edit). Defaults to true. */
  required?: boolean;
  /** What the 'Missing input' check looks at, when not the value itself. */
  filled?: (values: Values) => unknown;
}

export type FieldDeclarations<Values> = {
  [Key in keyof Values]: FieldDeclaration<Values[Key], Values>;
};

/** A step that resolves true when the save must stop (it has told the user why). */
type Stop = () => Promise<boolean> | boolean;

export interface EntityFormOptions<Values, Body> {
  fields: FieldDeclarations<Values>;
  /** Runs before anything else: a reason the form cannot be sent at all (the 100th rubric). */
  precheck?: Stop;
  /**
   * The form's own checks once nothing is missing and before the rules (forbidden characters,
   * the location, the pager lines). They may mark fields with `showErrors`.
   */
  check?: (values: Values, showErrors: (errors: FormErrors) => void) => Promise<boolean> | boolean;
  /** The request body (a named record's name travels in the path, not here). */
  body: (values: Values) => Body;
  /** The model schema the body must keep; a record's schema checks its name too. */
  schema: SchemaLike;
  /** The form's rules on top of the schema's: given the schema's errors, gives back all. */
  rules?: (errors: FormErrors, values: Values) => FormErrors;
  /** Asked once every rule holds (emergency call, duplicate RIC, usage); false stops. */
  confirm?: (body: Body, values: Values) => Promise<boolean> | boolean;
  send: Delivery<Values, Body>;
  /**
   * Keeps what is typed as a draft in this browser until it is sent or discarded (forms that
   * send something, for one user). Without it, leaving a changed form asks first.
   */
  draft?: DraftOptions;
}

export interface DraftOptions extends DraftId {
  /**
   * Starts from the declared values although a draft is stored ("send again" brings its own);
   * the stored draft is replaced only once the form is changed.
   */
  fresh?: boolean;
}

/**
 * The values, errors and submit sequence of every form (spec section 5), so a form declares its
 * fields and its own checks and is otherwise its JSX. Submitting runs, in this order: the
 * precheck; 'Missing input' for the required fields; the form's checks; the model's rules (each
 * broken one marked on its field, the colon dialog for a name); the confirmation; then the save
 * or request, the success toast and the next page (an error shows the error dialog).
 */
export function useEntityForm<Values extends object, Body>(
  options: EntityFormOptions<Values, Body>,
) {
  const { draft } = options;
  const [blank] = useState<Values>(() => initialValues(options.fields));
  // What the form opened with: a stored draft, or the declared values.
  const [opened, setOpened] = useState<Values>(
    () => (draft && !draft.fresh && readDraft(draft, blank)) || blank,
  );
  const [values, setValues] = useState<Values>(opened);
  const [errors, showErrors] = useState<FormErrors>({});
  const { send, sending } = useSend();
  // Set while a send is under way and after it went through: its own navigation is no leaving.
  const sent = useRef(false);
  const changed = !sameValues(values, opened);
  const hasDraft = draft !== undefined && !sameValues(values, blank);

  useDraftKeeping({ draft, values, blank, changed, hasDraft, sent, sending });

  /** Throws the draft away: the form starts again as a new one. */
  const discardDraft = () => {
    if (draft) removeDraft(draft);
    setOpened(blank);
    setValues(blank);
    showErrors({});
  };

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const { fields, precheck, check, schema, rules, confirm, send: delivery } = options;
    if (await precheck?.()) return;
    if (await stopOnMissingInput(requiredFields(fields, values), showErrors)) return;
    if (await check?.(values, showErrors)) return;
    const body = options.body(values);
    // A record's name travels in the path; the rules check it with the body all the same.
    const name = 'record' in delivery ? recordName(values) : '';
    const schemaErrors = fieldErrors(schema, 'record' in delivery ? { ...body, name } : body);
    const found = rules ? rules(schemaErrors, values) : schemaErrors;
    showErrors(found);
    if (Object.keys(found).length > 0) {
      await alertIfColonInName(found);
      return;
    }
    if (confirm && !(await confirm(body, values))) return;
    const { request, invalidate, then } = deliveryOf(delivery, { body, values, name, draft });
    sent.current = true;
    const went = await send(request, { invalidate, then });
    if (!went) sent.current = false;
  };

  /** The value, setter and error of a field, to spread into its input. */
  const field = <Key extends keyof Values & string>(key: Key) => ({
    value: values[key],
    onChange: (value: Values[Key]) => set(key, value),
    error: errors[key],
  });

  return {
    values,
    set,
    errors,
    showErrors,
    field,
    submit,
    sending,
    /** The form holds a draft kept from an earlier visit (see DraftNotice). */
    restoredDraft: hasDraft && opened !== blank,
    discardDraft,
  };
}

/** A record form's `name` value as the record is saved under it. */
function recordName(values: object): string {
  return savedName(String((values as { name?: unknown }).name ?? ''));
}

/** The declarations with their keys, in the form's order. */
function declared<Values>(fields: FieldDeclarations<Values>) {
  return Object.entries(fields) as [keyof Values & string, FieldDeclaration<unknown, Values>][];
}

function initialValues<Values>(fields: FieldDeclarations<Values>): Values {
  return Object.fromEntries(declared(fields).map(([key, field]) => [key, field.initial])) as Values;
}

/** The labelled fields, in the form's order, with what the 'Missing input' check reads. */
export function requiredFields<Values>(
  fields: FieldDeclarations<Values>,
  values: Values,
): Record<string, RequiredField> {
  const required: Record<string, RequiredField> = {};
  for (const [key, field] of declared(fields)) {
    if (field.label === undefined || field.required === false) continue;
    required[key] = {
      label: field.label,
      value: field.filled ? field.filled(values) : values[key],
    };
  }
  return required;
}
