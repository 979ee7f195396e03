import type { Call } from '@dapnet/model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../components/visually-hidden';

interface Seen {
  calls: readonly Call[] | undefined;
  /** How many calls the list held when it was first read; undefined before. */
  count: number | undefined;
  message: string;
}

/**
 * Tells screen readers, politely, about calls that arrive while the list is open (from the live
 * event stream, or a poll without one). The calls already there when the page opened are not
 * announced, and the rows themselves stay where they are.
 */
export function NewCallsAnnouncement({ calls }: { calls: readonly Call[] | undefined }) {
  const { t } = useTranslation();
  const [seen, setSeen] = useState<Seen>({ calls: undefined, count: undefined, message: '' });
  if (calls && calls !== seen.calls) {
    const added = seen.count === undefined ? 0 : calls.length - seen.count;
    const newest = calls.reduce<Call | undefined>(
      (latest, call) => (!latest || call.timestamp > latest.timestamp ? call : latest),
      undefined,
    );
    let message = seen.message;
    if (added === 1 && newest) {
      message = t('calls.live.newCall', {
        owner: newest.ownerName,
        subscribers: newest.callSignNames.join(', '),
      });
    } else if (added > 1) {
      message = t('calls.live.newCalls', { count: added });
    }
    setSeen({ calls, count: calls.length, message });
  }
  return (
    <VisuallyHidden>
      <span aria-live="polite">{seen.message}</span>
    </VisuallyHidden>
  );
}
