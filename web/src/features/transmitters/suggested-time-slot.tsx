import { Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { joinTimeSlots } from '@dapnet/model';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { positionPoint, signedPosition } from '../../components/form';
import type { CoordinatePair } from '../../components/form/coordinate-pair';
import { plannedTransmitter, suggestSlots, usableCoverage } from '../../lib/timeslot-plan';
import { useLanguage } from '../session/use-current-user';
import type { AntennaValues } from './antenna-fields';
import { transmittersApi } from './api';
import styles from './suggested-time-slot.module.css';

/** How many free slots are offered at once, the best first. */
const OFFERED = 3;

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
 * Beside the time slot picker: the slots no other transmitter whose predicted area meets this
 * one's uses, from the form's current position, power and antenna, with a one-click "use slot";
 * when every slot is taken nearby, the least used one. Reads only /transmitters.
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
  const open = suggestion.ranked.filter((item) => !values.timeSlot.includes(item.slot));
  const best = open[0];
  if (!best) return null;
  const free = best.usersNearby === 0;
  const offered = free ? open.filter((item) => item.usersNearby === 0).slice(0, OFFERED) : [best];
  const use = (slot: string) => onUse('timeSlot', [...joinTimeSlots([...values.timeSlot, slot])]);
  const usedNearby = suggestion.usedNearby.join(', ');
  const clashing = suggestion.usedNearby.filter((slot) => values.timeSlot.includes(slot));

  return (
    <div className={styles.box}>
      <p className={styles.lead}>
        {free
          ? t('timeslotPlanner.suggestion.free', { slot: best.slot })
          : t('timeslotPlanner.suggestion.leastUsed', { slot: best.slot, users: best.usersNearby })}
      </p>
      <p className={styles.reason}>
        {usedNearby
          ? t('timeslotPlanner.suggestion.usedNearby', { slots: usedNearby })
          : t('timeslotPlanner.suggestion.noneNearby')}
      </p>
      {clashing.length > 0 && (
        <p className={styles.clashing}>
          {t('timeslotPlanner.suggestion.chosenUsed', { slots: clashing.join(', ') })}
        </p>
      )}
      <Group gap="xs">
        {offered.map(({ slot }) => (
          <Button key={slot} size="xs" variant="default" onClick={() => use(slot)}>
            {t('timeslotPlanner.suggestion.use', { slot })}
          </Button>
        ))}
      </Group>
    </div>
  );
}
