import type { Violation } from '@dapnet/model';
import { create } from 'zustand';
import type { Message } from '../../lib/messages/error-messages';

/** A dialog waiting to be shown. `resolve` answers the code that asked for it. */
export interface DialogRequest {
  id: number;
  tone: 'error' | 'warning' | 'info';
  title: Message;
  text: Message;
  violations?: Violation[];
  /** A line below the text that names what the dialog is about (the record to delete). */
  detail?: Message;
  /** A labelled list below the text (the empty fields, the subscribers that have a RIC). */
  list?: { label: Message; items: Message[] };
  /** With a confirm label the dialog asks a question; without it, it only informs. */
  confirmLabel?: Message;
  cancelLabel?: Message;
  /** Focus starts on cancel, for a yes that cannot be taken back (an emergency call on air). */
  focusCancel?: boolean;
  resolve: (confirmed: boolean) => void;
}

interface DialogQueue {
  queue: DialogRequest[];
}

/** Dialogs queue up: a second error never hides the first one. */
export const useDialogQueue = create<DialogQueue>()(() => ({ queue: [] }));

let nextId = 1;

export function openDialog(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const entry: DialogRequest = { ...request, id: nextId++, resolve };
    useDialogQueue.setState((state) => ({ queue: [...state.queue, entry] }));
  });
}

export function closeDialog(id: number, confirmed: boolean): void {
  const entry = useDialogQueue.getState().queue.find((item) => item.id === id);
  if (!entry) return;
  useDialogQueue.setState((state) => ({ queue: state.queue.filter((item) => item.id !== id) }));
  entry.resolve(confirmed);
}
