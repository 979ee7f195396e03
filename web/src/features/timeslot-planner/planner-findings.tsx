import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import type { Clash, PlannedTransmitter } from '../../lib/timeslot-plan';
import { useLanguage } from '../session/use-current-user';
import styles from './timeslot-planner.module.css';

/** Kilometres as people say them: whole from 10 km on, one decimal below. */
const kilometres = (km: number) => ({ maximumFractionDigits: km < 10 ? 1 : 0 });

/** The overlaps in words, one per pair and slot, so that nobody needs the matrix's colours. */
export function ClashList({ clashes }: { clashes: readonly Clash[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="timeslot-clashes">
      <Title order={2} size="h3" id="timeslot-clashes" mb="xs">
        {t('timeslotPlanner.clashesTitle')}
      </Title>
      {clashes.length === 0 ? (
        <p>{t('timeslotPlanner.noClashes')}</p>
      ) : (
        <ul className={styles.findings}>
          {clashes.map((clash) => (
            <li key={`${clash.slot} ${clash.first} ${clash.second}`}>
              {t('timeslotPlanner.clash', {
                first: clash.first,
                second: clash.second,
                slot: clash.slot,
                distance: formatNumber(clash.distanceKm, language, kilometres(clash.distanceKm)),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The transmitters the planner cannot judge: no position, power or height. */
export function CoverageProblems({
  transmitters,
}: {
  transmitters: readonly PlannedTransmitter[];
}) {
  const { t } = useTranslation();
  const unjudged = transmitters.filter((item) => item.problem);
  if (unjudged.length === 0) return null;
  return (
    <section aria-labelledby="timeslot-problems">
      <Title order={2} size="h3" id="timeslot-problems" mb="xs">
        {t('timeslotPlanner.problemsTitle')}
      </Title>
      <p>{t('timeslotPlanner.problemsIntro')}</p>
      <ul className={styles.findings}>
        {unjudged.map((item) => (
          <li key={item.name}>
            {t(`timeslotPlanner.problem.${item.problem!}`, { name: item.name })}
          </li>
        ))}
      </ul>
    </section>
  );
}
