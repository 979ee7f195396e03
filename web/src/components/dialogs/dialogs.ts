import type { ReachNumbers } from '../../lib/distribution';
import { dialogErrorMessage, type Message } from '../../lib/messages/error-messages';
import { openDialog } from './dialog-store';

const key = (k: string, values?: Record<string, string | number>): Message =>
  values ? { key: k, values } : { key: k };

/** A failed save or delete, worded as spec section 8 says. */
export async function showErrorDialog(error: unknown): Promise<void> {
  await openDialog({ tone: 'error', ...dialogErrorMessage(error) });
}

/** Asks before deleting the record named `recordName`; resolves true only on an explicit "yes". */
export function confirmDelete(recordName: string): Promise<boolean> {
  return openDialog({
    tone: 'warning',
    title: key('alerts.delete.title'),
    text: key('alerts.delete.text'),
    detail: key('alerts.delete.record', { name: recordName }),
    confirmLabel: key('alerts.delete.confirm'),
    cancelLabel: key('common.cancel'),
  });
}

function inputAlert(name: string, extra: { list?: { label: Message; items: Message[] } } = {}) {
  return openDialog({
    tone: 'warning',
    title: key(`alerts.${name}.title`),
    text: key(`alerts.${name}.text`),
    ...extra,
  }).then(() => undefined);
}

/** Empty fields or lists in a form: the spec's wording, then the labels of the empty fields. */
export const alertMissingInput = (emptyFieldLabels: readonly string[]) =>
  inputAlert('missingInput', {
    list: {
      label: key('alerts.missingInput.fields'),
      items: emptyFieldLabels.map((label) => ({ raw: label })),
    },
  });
/** A password with anything but letters and digits. */
export const alertForbiddenCharacter = () => inputAlert('forbiddenCharacter');
/** An empty or unreadable latitude or longitude. */
export const alertInvalidLocation = () => inputAlert('invalidLocation');
/** Creating an item whose name is already taken. */
export const alertPreventedOverwriting = () => inputAlert('preventedOverwriting');
/** A name with a colon (spec section 5's 'colon' dialog; see nameSchema for why). */
export const alertColonInName = () => inputAlert('colon');
/** A new rubric when the network already has the most it may have. */
export const alertTooManyRubrics = (max: number) =>
  openDialog({
    tone: 'warning',
    title: key('alerts.tooManyRubrics.title'),
    text: key('alerts.tooManyRubrics.text', { max }),
  }).then(() => undefined);

/** A pager RIC and the subscriber that already has it. */
export interface RicHolder {
  ric: string;
  subscriber: string;
}

/**
 * Pager RICs that other subscribers already have, each named with its subscriber. Resolves true
 * only when the user confirms "I know what I'm doing"; cancel, Escape and closing do not save
 * (the old front end saved anyway).
 */
export function confirmDuplicateRic(holders: readonly RicHolder[]): Promise<boolean> {
  const rics = [...new Set(holders.map((holder) => holder.ric))];
  return openDialog({
    tone: 'warning',
    title: key('alerts.duplicateRic.title'),
    text: key('alerts.duplicateRic.text', { ric: rics.join(', ') }),
    list: {
      label: key('alerts.duplicateRic.holders'),
      items: holders.map((holder) => key('alerts.duplicateRic.holder', { ...holder })),
    },
    confirmLabel: key('alerts.duplicateRic.confirm'),
    cancelLabel: key('common.cancel'),
  });
}

/**
 * A transmitter whose usage does not match its power (widerange above 1 W, personal at or
 * below). The Core stores it anyway, so this only asks; true saves as entered.
 */
export function confirmUsageMismatch(expected: Message): Promise<boolean> {
  return openDialog({
    tone: 'warning',
    title: key('alerts.usageMismatch.title'),
    text: key('alerts.usageMismatch.text'),
    detail: expected,
    confirmLabel: key('alerts.usageMismatch.confirm'),
    cancelLabel: key('common.cancel'),
  });
}

/** Most names an emergency confirmation lists; its count says how many there are in all. */
const LISTED_NAMES = 10;

/** Names as a comma-separated list, cut after the first ten ("a, b, …"). */
export function listNames(names: readonly string[]): string {
  const shown = names.slice(0, LISTED_NAMES).join(', ');
  return names.length > LISTED_NAMES ? `${shown}, …` : shown;
}

/**
 * An emergency call goes out with the highest priority: says to whom and over which groups, and
 * resolves true only on an explicit "send"; going back, Escape and closing send nothing.
 */
export function confirmEmergencyCall(
  subscribers: readonly string[],
  groups: readonly string[],
): Promise<boolean> {
  return openDialog({
    tone: 'warning',
    title: key('alerts.emergencyCall.title'),
    text: key('alerts.emergencyCall.text', {
      count: subscribers.length,
      subscribers: listNames(subscribers),
      groups: listNames(groups),
    }),
    confirmLabel: key('alerts.emergencyCall.confirm'),
    cancelLabel: key('alerts.emergencyCall.back'),
    // A held or repeated Enter from the form must not land on "send".
    focusCancel: true,
  });
}

/**
 * A call to `all` or to groups that reach most of the network: says how far it goes (when the
 * transmitters are known) and resolves true only on an explicit "send anyway"; going back keeps
 * the form as it was.
 */
export function confirmWideReach(reach: ReachNumbers | undefined): Promise<boolean> {
  return openDialog({
    tone: 'warning',
    title: key('alerts.wideReach.title'),
    text: key('alerts.wideReach.text'),
    detail: reach && key('distribution.reach', { ...reach }),
    confirmLabel: key('alerts.wideReach.confirm'),
    cancelLabel: key('alerts.wideReach.back'),
    focusCancel: true,
  });
}

/**
 * Leaving a form whose changes were not saved (Abort, a link, back): resolves true only on an
 * explicit "discard"; Escape and closing keep the user on the form.
 */
export function confirmDiscardChanges(): Promise<boolean> {
  return openDialog({
    tone: 'warning',
    title: key('alerts.discardChanges.title'),
    text: key('alerts.discardChanges.text'),
    confirmLabel: key('alerts.discardChanges.confirm'),
    cancelLabel: key('alerts.discardChanges.back'),
    focusCancel: true,
  });
}

/** Abort on a form that keeps a draft (a call, rubric content): the draft would be gone. */
export function confirmDiscardDraft(): Promise<boolean> {
  return openDialog({
    tone: 'warning',
    title: key('alerts.discardDraft.title'),
    text: key('alerts.discardDraft.text'),
    confirmLabel: key('alerts.discardDraft.confirm'),
    cancelLabel: key('alerts.discardChanges.back'),
    focusCancel: true,
  });
}
