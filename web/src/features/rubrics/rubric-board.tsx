import { Button } from '../../components/ui/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../session/current-user/use-current-user';
import type { BoardSlot } from './board-slots';
import styles from './rubric-board.module.css';

interface RubricBoardProps {
  slots: readonly BoardSlot[];
  /** Asks to write the given slot: the form below takes the choice and the focus. */
  onReplace: (number: number) => void;
}

/**
 * A rubric's ten slots in order, as the pagers hold them: the text, when and by whom it was
 * written, and "empty" for an empty slot; each slot can be chosen for replacing.
 */
export function RubricBoard({ slots, onReplace }: RubricBoardProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('rubricBoard.slotsTitle')}</h2>
      <ol className={styles.slots} aria-labelledby={headingId}>
        {slots.map(({ number, news }) => (
          <li key={number} className={styles.slot} aria-label={t('rubricBoard.slot', { number })}>
            <span className={styles.number} aria-hidden>
              {t('rubricBoard.slot', { number })}
            </span>
            {news ? (
              <div>
                <p className={styles.text}>{news.text}</p>
                <p className={styles.written}>
                  {t('rubricBoard.written', {
                    time: formatDateTime(news.timestamp),
                    author: news.ownerName,
                  })}
                </p>
              </div>
            ) : (
              <p className={styles.empty}>{t('rubricBoard.empty')}</p>
            )}
            <Button size="compact-sm" variant="default" onClick={() => onReplace(number)}>
              {t('rubricBoard.replace', { number })}
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
