import { Button } from '../ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  markedCharacters,
  PAGER_LINE_WIDTH,
  pagerLines,
  replaceAllMarked,
  replaceCharacter,
} from './pager-text-marks';
import styles from './pager-composer.module.css';

interface PagerComposerProps {
  /** The whole message as the pager gets it, prefix included. */
  text: string;
  /** The part the user can edit; replacements change only this. */
  editable: string;
  onEditableChange: (editable: string) => void;
}

/**
 * Under a message box: the characters pagers show differently or not at all, each with what the
 * pager shows and a replacement (one at a time or all at once), and the text as a pager's
 * 20-character display shows it. Marks are words and a list, not colour alone.
 */
export function PagerComposer({ text, editable, onEditableChange }: PagerComposerProps) {
  const { t } = useTranslation();
  const marksId = useId();
  const previewId = useId();
  // Nothing typed yet: nothing to preview (the prefix alone is no message).
  if (editable === '') return null;
  const marks = markedCharacters(editable);
  const lines = pagerLines(text);
  return (
    <div className={styles.composer}>
      {marks.length > 0 && (
        <section className={styles.marks} aria-labelledby={marksId}>
          <p id={marksId} className={styles.marksTitle}>
            {t('form.pager.marksTitle')}
          </p>
          <ul className={styles.marksList} aria-labelledby={marksId}>
            {marks.map((mark) => (
              <li key={mark.char} className={styles.mark}>
                <span className={styles.char}>{mark.char}</span>
                <span className={styles.reason}>
                  {t(`form.pager.reason.${mark.reason}`, { shown: mark.shown })}
                </span>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => onEditableChange(replaceCharacter(editable, mark))}
                >
                  {mark.replacement
                    ? t('form.pager.replaceOne', {
                        character: mark.char,
                        replacement: mark.replacement,
                      })
                    : t('form.pager.removeOne', { character: mark.char })}
                </Button>
              </li>
            ))}
          </ul>
          <Button
            size="xs"
            variant="light"
            onClick={() => onEditableChange(replaceAllMarked(editable))}
          >
            {t('form.pager.replaceAll')}
          </Button>
        </section>
      )}
      <figure className={styles.preview} aria-labelledby={previewId}>
        <figcaption id={previewId} className={styles.previewTitle}>
          {t('form.pager.previewTitle', { count: PAGER_LINE_WIDTH })}
        </figcaption>
        <ol className={styles.display} aria-labelledby={previewId}>
          {lines.map((line, index) => (
            <li key={index} className={styles.line}>
              {line.map((cell, position) =>
                cell.marked ? (
                  <mark key={position} className={styles.marked}>
                    {cell.shown}
                  </mark>
                ) : (
                  cell.shown
                ),
              )}
            </li>
          ))}
        </ol>
      </figure>
    </div>
  );
}
