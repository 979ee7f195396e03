import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@dapnet/model';
import type { Message } from '../../lib/messages/error-messages';
import { useElementWidth } from '../../lib/use-element-width';
import { useMessage } from '../../lib/messages/use-message';
import { Textarea } from '../ui/textarea';
import { VisuallyHidden } from '../visually-hidden';
import { singleLine } from './message-text';
import { PagerComposer } from './pager-composer';
import styles from './message-field.module.css';

interface MessageFieldProps {
  label: string;
  /** The whole message as sent, prefix included. */
  value: string;
  onChange: (value: string) => void;
  error?: Message;
  /** A start the user cannot remove (a call's sender, "ADMIN: "); it counts towards the 80. */
  prefix?: string;
}

/** Space between the prefix and the text, beside the prefix's own width. */
const PREFIX_GAP_REM = 1.2;

/**
 * Pagers show one run of text: Enter never breaks the line. Ctrl+Enter (Cmd+Enter on a Mac)
 * sends the form, as in mail and chat programs; a plain Enter does not, so a message is never
 * sent half-typed. An Enter that confirms an input method's composition is left alone.
 */
function handleEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  if (event.ctrlKey || event.metaKey) event.currentTarget.form?.requestSubmit();
}

/**
 * A paging message (a call, rubric content): at most 80 characters, the pager's limit, with the
 * characters left counted down and announced as they change, and a paste that does not fit cut
 * with a word of how much was left out. Ctrl+Enter sends the form. A prefix is shown as a fixed part
 * of the box in front of the editable text, so no selection or deletion can remove it. Below the
 * box, what pagers will make of the text (pager-composer.tsx).
 */
export function MessageField({ label, value, onChange, error, prefix = '' }: MessageFieldProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const { ref: prefixRef, width: prefixMeasured } = useElementWidth<HTMLSpanElement>();
  const editable = value.startsWith(prefix) ? value.slice(prefix.length) : value;
  const room = LIMITS.message.max - prefix.length;
  const remaining = room - editable.length;
  // Characters of the last paste that did not fit; the box alone would drop them unsaid.
  const [cut, setCut] = useState(0);

  /** A paste longer than the room left keeps what fits and says how much was left out. */
  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = singleLine(event.clipboardData.getData('text/plain'));
    const box = event.currentTarget;
    const before = editable.slice(0, box.selectionStart);
    const after = editable.slice(box.selectionEnd);
    const fits = Math.max(0, room - before.length - after.length);
    if (pasted.length <= fits) {
      setCut(0);
      return;
    }
    event.preventDefault();
    const kept = before + pasted.slice(0, fits);
    onChange(prefix + kept + after);
    setCut(pasted.length - fits);
    // The caret after what was pasted, as with a paste that fits.
    requestAnimationFrame(() => box.setSelectionRange(kept.length, kept.length));
  };
  // Until the prefix is measured (first frame), a width that fits most names.
  const prefixWidth =
    prefixMeasured > 0
      ? `calc(${prefixMeasured}px + ${PREFIX_GAP_REM}rem)`
      : `calc(${prefix.length * 1.2}ch + ${PREFIX_GAP_REM}rem)`;
  return (
    <div>
      <Textarea
        label={label}
        value={editable}
        onChange={(event) => {
          setCut(0);
          onChange(prefix + singleLine(event.currentTarget.value));
        }}
        onKeyDown={handleEnter}
        onPaste={paste}
        aria-keyshortcuts="Control+Enter Meta+Enter"
        maxLength={LIMITS.message.max - prefix.length}
        error={error ? text(error) : undefined}
        description={
          <>
            {prefix && (
              <VisuallyHidden>{t('form.messagePrefix', { prefix: prefix.trim() })} </VisuallyHidden>
            )}
            <span aria-live="polite">{t('form.remainingCharacters', { count: remaining })}</span>
            <span role="status" className={styles.cut}>
              {cut > 0 && t('form.pasteCut', { count: cut })}
            </span>
          </>
        }
        leftSection={prefix ? <span ref={prefixRef}>{prefix}</span> : undefined}
        leftSectionWidth={prefix ? prefixWidth : undefined}
        rows={2}
        withAsterisk
      />
      <PagerComposer
        text={prefix + editable}
        editable={editable}
        onEditableChange={(changed) => onChange(prefix + changed)}
      />
    </div>
  );
}
