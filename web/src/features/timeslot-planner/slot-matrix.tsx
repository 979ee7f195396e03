import { TIME_SLOTS } from '@dapnet/model';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Svg } from '../../components/icons';
import { VisuallyHidden } from '../../components/visually-hidden';
import { paths } from '../../lib/paths';
import type { PlannedTransmitter } from '../../lib/timeslots/timeslot-plan';
import styles from './timeslot-planner.module.css';

/** A warning triangle: an overlap is never told by colour alone. */
function OverlapIcon() {
  return (
    <Svg size={18}>
      <path d="M12 3 2 21h20L12 3Z" />
      <path d="M12 10v5M12 18h.01" />
    </Svg>
  );
}

interface SlotMatrixProps {
  transmitters: readonly PlannedTransmitter[];
  /** Per transmitter and slot, the transmitters it overlaps with there. */
  overlaps: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
}

/**
 * The 16 slots (columns) against the transmitters (rows), as a real table: screen readers announce
 * each cell with its transmitter and slot. On a phone it scrolls sideways under sticky names.
 */
export function SlotMatrix({ transmitters, overlaps }: SlotMatrixProps) {
  const { t } = useTranslation();
  const label = t('timeslotPlanner.matrix');
  return (
    // A table wider than a phone scrolls sideways; keyboard users reach it by Tab (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.matrix}>
        <caption className={styles.caption}>{label}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.name}>
              {t('timeslotPlanner.transmitter')}
            </th>
            {[...TIME_SLOTS].map((slot) => (
              <th key={slot} scope="col">
                <VisuallyHidden>{t('timeslotPlanner.slotHeader')} </VisuallyHidden>
                {slot}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {transmitters.map((transmitter) => (
            <tr key={transmitter.name}>
              <th scope="row" className={styles.name}>
                <Link to={paths.transmitters.mapDetail.href(transmitter.name)}>
                  {transmitter.name}
                </Link>
                {transmitter.problem && (
                  <span className={styles.note}> {t('timeslotPlanner.noCoverage')}</span>
                )}
              </th>
              {[...TIME_SLOTS].map((slot) => (
                <SlotCell
                  key={slot}
                  slot={slot}
                  used={transmitter.slots.includes(slot)}
                  overlaps={overlaps.get(transmitter.name)?.get(slot)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface SlotCellProps {
  /** The slot's digit: a phone shows it in the cell, where the header row is out of sight. */
  slot: string;
  used: boolean;
  overlaps?: readonly string[];
}

function SlotCell({ slot, used, overlaps }: SlotCellProps) {
  const { t } = useTranslation();
  if (!used) return <td className={styles.cell} data-slot={slot} />;
  if (!overlaps) {
    return (
      <td className={`${styles.cell} ${styles.used}`} data-slot={slot}>
        <span aria-hidden="true">●</span>
        <VisuallyHidden>{t('timeslotPlanner.used')}</VisuallyHidden>
      </td>
    );
  }
  const text = t('timeslotPlanner.overlapsWith', { names: overlaps.join(', ') });
  return (
    <td className={`${styles.cell} ${styles.overlap}`} title={text} data-slot={slot}>
      <OverlapIcon />
      <VisuallyHidden>{text}</VisuallyHidden>
    </td>
  );
}

/** What the marks of the matrix mean, with the same marks. */
export function MatrixLegend() {
  const { t } = useTranslation();
  return (
    <p className={styles.legend}>
      <span>
        <span aria-hidden="true" className={styles.used}>
          ●
        </span>
        {t('timeslotPlanner.used')}
      </span>
      <span className={styles.legendOverlap}>
        <OverlapIcon />
        {t('timeslotPlanner.overlapLegend')}
      </span>
    </p>
  );
}
