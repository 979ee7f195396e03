import type { Message } from '../../lib/messages/error-messages';
import { useMessage } from '../../lib/messages/use-message';
import styles from './form-warnings.module.css';
import { Callout } from '../ui/callout';

/**
 * A form's warnings about data that is saved but will not work as meant (no coverage for 0 W, a
 * RIC someone else has). They never stop the save. The polite status region is always there,
 * below the fields it is about, so a warning is announced as it appears and the field being
 * typed in does not move.
 */
export function FormWarnings({ messages }: { messages: [id: string, message: Message][] }) {
  const text = useMessage();
  return (
    <div role="status" className={styles.region}>
      {messages.map(([id, message]) => (
        // "note", not a callout's default "alert": the region around it announces it politely.
        <Callout key={id} tone="warning" compact role="note">
          {text(message)}
        </Callout>
      ))}
    </div>
  );
}
