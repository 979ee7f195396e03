import { dialogErrorMessage, type Message } from '../../lib/error-messages';
import { openDialog } from './dialog-store';

const key = (k: string, values?: Record<string, string | number>): Message =>
  values ? { key: k, values } : { key: k };

/** A failed save or delete, worded as spec section 8 says. */
export async function showErrorDialog(error: unknown): Promise<void> {
  await openDialog({ tone: 'error', ...dialogErrorMessage(error) });
}

/** Asks before deleting; resolves true only on an explicit "yes". */
export function confirmDelete(): Promise<boolean> {
  return openDialog({
    tone: 'warning',
    title: key('alerts.delete.title'),
    text: key('alerts.delete.text'),
    confirmLabel: key('alerts.delete.confirm'),
    cancelLabel: key('common.cancel'),
  });
}

function inputAlert(name: string): Promise<void> {
  return openDialog({
    tone: 'warning',
    title: key(`alerts.${name}.title`),
    text: key(`alerts.${name}.text`),
  }).then(() => undefined);
}

/** An empty field or list in a form. */
export const alertMissingInput = () => inputAlert('missingInput');
/** A password with anything but letters and digits. */
export const alertForbiddenCharacter = () => inputAlert('forbiddenCharacter');
/** An empty or unreadable latitude or longitude. */
export const alertInvalidLocation = () => inputAlert('invalidLocation');
/** Creating an item whose name is already taken. */
export const alertPreventedOverwriting = () => inputAlert('preventedOverwriting');

/**
 * A pager RIC that another subscriber already has. Resolves true only when the user confirms
 * "I know what I'm doing"; cancel, Escape and closing do not save (the old front end saved anyway).
 */
export function confirmDuplicateRic(ric: string | number): Promise<boolean> {
  return openDialog({
    tone: 'warning',
    title: key('alerts.duplicateRic.title'),
    text: key('alerts.duplicateRic.text', { ric: String(ric) }),
    confirmLabel: key('alerts.duplicateRic.confirm'),
    cancelLabel: key('common.cancel'),
  });
}
