import { useEffect, type RefObject } from 'react';
import { confirmDiscardChanges, confirmDiscardDraft } from '../dialogs/dialogs';
import { removeDraft, writeDraft, type DraftId } from './drafts';
import { isAbort, useLeaveGuard } from './use-leave-guard';

/** Field values compared as the draft stores them. */
export const sameValues = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

interface DraftKeeping<Values> {
  /** Where the form keeps its draft; without one, leaving a changed form asks first. */
  draft: DraftId | undefined;
  values: Values;
  /** The declared values: a form back at them keeps no draft. */
  blank: Values;
  /** The values differ from what the form opened with. */
  changed: boolean;
  /** The form holds a draft worth keeping (its values are not the blank ones). */
  hasDraft: boolean;
  /** Set while a send is under way and after it went through: its own navigation is no leaving. */
  sent: RefObject<boolean>;
  sending: boolean;
}

/**
 * Keeps a form's work from being lost: a form with a draft stores every change at once (so even
 * a crashed tab keeps it; an emptied form keeps none) and asks only when Abort would throw it
 * away; a form without one asks before any leaving loses its changes.
 */
export function useDraftKeeping<Values extends object>(keeping: DraftKeeping<Values>) {
  const { draft, values, blank, changed, hasDraft, sent, sending } = keeping;
  const draftKey = draft && `${draft.form}:${draft.user}`;
  useEffect(() => {
    if (!draft || !changed || sent.current) return;
    if (sameValues(values, blank)) removeDraft(draft);
    else writeDraft(draft, values);
    // draftKey stands for draft, which is a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey, values, changed, blank]);

  useLeaveGuard({
    shouldAsk: (next) => !sent.current && (draft ? hasDraft && isAbort(next) : changed),
    ask: () => (draft ? confirmDiscardDraft() : confirmDiscardChanges()),
    onLeave: () => draft && removeDraft(draft),
    guardTab: !draft && changed && !sending,
  });
}
