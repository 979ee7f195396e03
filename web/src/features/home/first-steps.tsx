import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { networkStatsQuery } from './home-api';
import { SectionHeading } from './section-heading';
import classes from './first-steps.module.css';

/**
 * The steps in the order the network needs them, each with its create form's link text and
 * address; `home.firstSteps.<id>` says why it is needed.
 */
const STEPS = [
  { id: 'node', label: 'nodes.new', form: paths.nodes.new },
  { id: 'transmitter', label: 'transmitters.new', form: paths.transmitters.new },
  { id: 'group', label: 'transmitterGroups.new', form: paths.transmitterGroups.new },
  { id: 'subscriber', label: 'subscribers.new', form: paths.subscribers.new },
] as const;

type StepId = (typeof STEPS)[number]['id'];

/**
 * For admins of a network that is not set up yet: what to create first, in the order it is
 * needed (transmitters connect to a node, groups bundle transmitters, calls go to subscribers),
 * each step ticked off once something exists. Gone once every step is done.
 */
export function FirstSteps() {
  const { t } = useTranslation();
  // The statistics the home page shows anyway (groups are not counted there), fetched anew on
  // each visit: the admin comes back here right after creating something.
  const stats = useQuery({ ...networkStatsQuery, staleTime: 0 });
  const groups = useQuery(transmitterGroupsApi.listQuery());
  if (!stats.data || !groups.data) return null;

  // How many of each the network has: a step is done once there is one.
  const made: Record<StepId, number> = {
    node: stats.data.nodesTotal,
    transmitter: stats.data.transmittersTotal,
    group: groups.data.length,
    subscriber: stats.data.callSigns,
  };
  const steps = STEPS.map((step) => ({ ...step, done: made[step.id] > 0 }));
  if (steps.every((step) => step.done)) return null;

  return (
    <section className={classes.section} aria-labelledby="home-first-steps">
      <SectionHeading id="home-first-steps" title={t('home.firstSteps.title')} />
      <p className={classes.intro}>{t('home.firstSteps.intro')}</p>
      <ol className={classes.steps}>
        {steps.map((step, index) => (
          <li key={step.id} className={step.done ? classes.done : undefined}>
            <span className={classes.mark} aria-hidden="true">
              {step.done ? '✓' : index + 1}
            </span>
            <span className={classes.text}>
              <Link to={step.form.href()} className={classes.link}>
                {t(step.label)}
              </Link>
              {step.done && <span className={classes.state}>{t('home.firstSteps.done')}</span>}
              <span className={classes.hint}>{t(`home.firstSteps.${step.id}`)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
