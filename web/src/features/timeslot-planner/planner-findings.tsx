import { Heading } from '../../components/ui/heading';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import type { Clash, PlannedTransmitter } from '../../lib/timeslots/timeslot-plan';
import { useLanguage } from '../session/current-user/use-current-user';
import styles from './timeslot-planner.module.css';
import layout from '../../components/ui/layout.module.css';

/** Kilometres as people say them: whole from 10 km on, one decimal below. */
const kilometres = (km: number) => ({ maximumFractionDigits: km < 10 ? 1 : 0 });

/** The overlaps in words, one per pair and slot, so that nobody needs the matrix's colours. */
export function ClashList({ clashes }: { clashes: readonly Clash[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="timeslot-clashes">
      <Heading level={2} look={3} id="timeslot-clashes" className={layout.mbXs}>
        {t('timeslotPlanner.clashesTitle')}
      </Heading>
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
      <Heading level={2} look={3} id="timeslot-problems" className={layout.mbXs}>
        {t('timeslotPlanner.problemsTitle')}
      </Heading>
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
