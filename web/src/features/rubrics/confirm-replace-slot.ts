import { openDialog } from '../../components/dialogs/dialog-store';

/**
 * Writing into a filled slot takes its text off the pagers for good: asks first, naming the slot
 * and the text it holds. Resolves true only on an explicit "replace".
 */
export function confirmReplaceSlot(number: number, text: string): Promise<boolean> {
  return openDialog({
    tone: 'warning',
    title: { key: 'rubricBoard.confirmReplace.title', values: { number } },
    text: { key: 'rubricBoard.confirmReplace.text', values: { number } },
    // The old text is the user's data: shown as plain text, never translated.
    detail: { raw: text },
    confirmLabel: { key: 'rubricBoard.confirmReplace.confirm' },
    cancelLabel: { key: 'common.cancel' },
  });
}
