import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { networkStatsQuery } from './home-api';
import { SectionHeading } from './section-heading';
import classes from './first-steps.module.css';

interface Step {
  id: 'node' | 'transmitter' | 'group' | 'subscriber';
  /** The create form's link text. */
  label: string;
  /** Why the step is needed. */
  hint: string;
  href: string;
  done: boolean;
}

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

  const steps: Step[] = [
    {
      id: 'node',
      hint: t('home.firstSteps.node'),
      label: t('nodes.new'),
      href: paths.nodes.new.href(),
      done: stats.data.nodesTotal > 0,
    },
    {
      id: 'transmitter',
      hint: t('home.firstSteps.transmitter'),
      label: t('transmitters.new'),
      href: paths.transmitters.new.href(),
      done: stats.data.transmittersTotal > 0,
    },
    {
      id: 'group',
      hint: t('home.firstSteps.group'),
      label: t('transmitterGroups.new'),
      href: paths.transmitterGroups.new.href(),
      done: groups.data.length > 0,
    },
    {
      id: 'subscriber',
      hint: t('home.firstSteps.subscriber'),
      label: t('subscribers.new'),
      href: paths.subscribers.new.href(),
      done: stats.data.callSigns > 0,
    },
  ];
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
              <Link to={step.href} className={classes.link}>
                {step.label}
              </Link>
              {step.done && <span className={classes.state}>{t('home.firstSteps.done')}</span>}
              <span className={classes.hint}>{step.hint}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
