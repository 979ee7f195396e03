import { Button } from '../../components/ui/button';
import layout from '../../components/ui/layout.module.css';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { positionPoint, signedPosition } from '../../components/form';
import type { CoordinatePair } from '../../components/form/coordinate-pair';
import {
  plannedTransmitter,
  replacementSlots,
  suggestSlots,
  usableCoverage,
} from '../../lib/timeslots/timeslot-plan';
import { useLanguage } from '../session/current-user/use-current-user';
import type { AntennaValues } from './antenna-fields';
import { transmittersApi } from './api';
import styles from './suggested-time-slot.module.css';

interface SuggestionValues extends AntennaValues {
  position: CoordinatePair;
  power: number | '';
  timeSlot: string[];
}

interface SuggestedTimeSlotProps<Values extends SuggestionValues> {
  /** The form's values: where the transmitter stands and how far it reaches. */
  values: Values;
  onUse: (key: 'timeSlot', value: string[]) => void;
  /** The transmitter being edited, which must not count against itself. */
  editing?: string;
}

/**
 * Beside the time slot picker, only when a chosen slot is also used by a transmitter whose
 * predicted area meets this one's (from the form's current position, power and antenna): a set
 * of as many slots as it uses without the clash, with a one-click "use slots"; when no slot is
 * free nearby, the least used ones. Reads only /transmitters.
 */
export function SuggestedTimeSlot<Values extends SuggestionValues>({
  values,
  onUse,
  editing,
}: SuggestedTimeSlotProps<Values>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const transmitters = useQuery(transmittersApi.listQuery());
  const point = positionPoint(signedPosition(values.position, language));
  const { coverage } = usableCoverage({
    ...point,
    power: values.power,
    antennaAboveGroundLevel: values.antennaAboveGroundLevel,
    antennaGainDbi: values.antennaGainDbi,
    antennaType: values.antennaType,
    antennaDirection: values.antennaDirection,
  });
  const coverageKey = JSON.stringify(coverage);
  const others = useMemo(() => transmitters.data?.map(plannedTransmitter), [transmitters.data]);
  const suggestion = useMemo(
    () => (coverage && others ? suggestSlots(coverage, others, editing) : undefined),
    // The coverage is a new object on every render; its content is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [coverageKey, others, editing],
  );

  if (!coverage) return <p className={styles.box}>{t('timeslotPlanner.suggestion.needs')}</p>;
  if (!suggestion) return null;
  const replacement = replacementSlots(suggestion, values.timeSlot);
  if (!replacement) return null;
  const clashing = values.timeSlot.filter((slot) => suggestion.usedNearby.includes(slot));
  const slots = replacement.slots.join(', ');

  return (
    <div className={styles.box} role="note" aria-label={t('timeslotPlanner.suggestion.title')}>
      <p className={styles.clashing}>
        {t('timeslotPlanner.suggestion.chosenUsed', { slots: clashing.join(', ') })}
      </p>
      <p className={styles.lead}>
        {replacement.allFree
          ? t('timeslotPlanner.suggestion.freeSet', { slots })
          : t('timeslotPlanner.suggestion.leastUsedSet', { slots })}
      </p>
      <p className={styles.reason}>
        {t('timeslotPlanner.suggestion.usedNearby', { slots: suggestion.usedNearby.join(', ') })}
      </p>
      <div className={layout.groupTight}>
        <Button size="xs" variant="default" onClick={() => onUse('timeSlot', replacement.slots)}>
          {t('timeslotPlanner.suggestion.useSet', { slots })}
        </Button>
      </div>
    </div>
  );
}
