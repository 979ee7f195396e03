/**
 * The Core's periodic jobs, each on its schedule: the time for the pagers that show it, every
 * rubric's name and (hourly) content to its transmitters, and each transmitter's name to its
 * identification address. Every node runs them for the transmitters connected to it; nothing of
 * them is recorded.
 */
import type { DeliveryContext } from './context.js';
import {
  identificationMessage,
  rubricContentMessage,
  rubricNameMessage,
} from './pager-messages.js';
import { runOnSchedule, type HourlySchedule } from './schedule.js';
import { localTimeMessages, utcTimeMessages } from './time-messages.js';
import { toConnected, toGroups } from './to-groups.js';

/** The Core's default job schedules (its SchedulerSettings; cron in server time). */
export const SCHEDULES = {
  /** UTC time for Skyper, Swissphone and AlphaPoc: "0 0/20 * * * ?". */
  utcTime: { everyMinutes: 20, atMinute: 0, atSecond: 0 },
  /** Local time for Swissphone and AlphaPoc: "0 10/20 * * * ?". */
  localTime: { everyMinutes: 20, atMinute: 10, atSecond: 0 },
  /** Every rubric's name to its transmitters: "15 0/20 * * * ?". */
  rubricNames: { everyMinutes: 20, atMinute: 0, atSecond: 15 },
  /** Every rubric's content again, in the Skyper format: "45 0 * * * ?". */
  rubricContent: { everyMinutes: 60, atMinute: 0, atSecond: 45 },
  /** Each transmitter's name to its identification address: "0 0/10 * * * ?". */
  identification: { everyMinutes: 10, atMinute: 0, atSecond: 0 },
} satisfies Record<string, HourlySchedule>;

type Job = (context: DeliveryContext, now: number) => void | Promise<void>;

const sendRubricNames: Job = async (context, now) => {
  for (const rubric of await context.store.rubrics.list())
    await toGroups(context, rubric.transmitterGroupNames, [rubricNameMessage(rubric, now)]);
};

const sendRubricContent: Job = async (context, now) => {
  const filled = await context.store.news.allSlots();
  for (const rubric of await context.store.rubrics.list()) {
    const slots = (filled.get(rubric.name) ?? []).filter((news) => news !== null);
    await toGroups(
      context,
      rubric.transmitterGroupNames,
      slots.map((news) => rubricContentMessage(rubric, news, now)),
    );
  }
};

const sendIdentification: Job = async ({ store, dispatch }, now) => {
  for (const name of dispatch.connectedNames()) {
    const transmitter = await store.transmitters.get(name);
    if (transmitter) dispatch.send([name], identificationMessage(transmitter, now));
  }
};

const JOBS: [HourlySchedule, string, Job][] = [
  [
    SCHEDULES.utcTime,
    'time',
    (context, now) => toConnected(context, utcTimeMessages(new Date(now))),
  ],
  [
    SCHEDULES.localTime,
    'local time',
    (context, now) => toConnected(context, localTimeMessages(new Date(now))),
  ],
  [SCHEDULES.rubricNames, 'rubric names', sendRubricNames],
  [SCHEDULES.rubricContent, 'rubric content', sendRubricContent],
  [SCHEDULES.identification, 'identification', sendIdentification],
];

/** Starts every job on its schedule; answers the functions that stop them. */
export function startPeriodicJobs(context: DeliveryContext): (() => void)[] {
  const { clock, log } = context;
  return JOBS.map(([schedule, what, job]) =>
    runOnSchedule(
      clock,
      schedule,
      async (now) => {
        await job(context, now);
        log.debug(`delivery: ${what} sent`);
      },
      (error) => log.error(error, `delivery: ${what} failed`),
    ),
  );
}
