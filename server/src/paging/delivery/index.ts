/**
 * Delivery: turns what happens through the API, and the Core's periodic jobs, into pager
 * messages for the connected transmitters, as the DAPNET Core does. Messages go only to
 * transmitters connected at that moment; nothing is kept for one that is offline.
 */
import { normalizeName, type Activation, type Call, type News } from '@dapnet/model';
import type { FastifyBaseLogger } from 'fastify';
import type { Store, SubscriberRecord } from '../../store/store.js';
import type { PagerDispatch, PagerMessage } from '../pager-message.js';
import type { PagingEvents } from '../paging-events.js';
import { countCall } from './call-count.js';
import {
  activationMessage,
  callMessages,
  identificationMessage,
  rubricContentCallMessage,
  rubricContentMessage,
  rubricNameMessage,
  testPageMessage,
} from './pager-messages.js';
import { rubricsOfTransmitter, transmittersOfGroups } from './recipients.js';
import { runOnSchedule, SYSTEM_CLOCK, type Clock, type HourlySchedule } from './schedule.js';
import { localTimeMessages, utcTimeMessages } from './time-messages.js';

export type DeliveryLog = Pick<FastifyBaseLogger, 'info' | 'debug' | 'error'>;

export type Delivery = Pick<
  PagingEvents,
  | 'callSent'
  | 'newsPosted'
  | 'rubricNamesRequested'
  | 'testPageRequested'
  | 'rubricChanged'
  | 'activationSent'
> & {
  /** Stops the periodic jobs. */
  stop(): void;
};

export interface DeliveryOptions {
  /** The clock of the periodic jobs and message times; tests pass a fake one. */
  clock?: Clock;
}

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

/** "4 messages queued for 2 connected transmitters (of 3 in its groups)", or none connected. */
function reachedText(messages: number, reached: number, inGroups: number): string {
  const of = `of ${inGroups} in its groups`;
  if (reached === 0) return `none connected (${of}), ${plural(messages, 'message')} not sent`;
  return `${plural(messages, 'message')} queued for ${plural(reached, 'connected transmitter')} (${of})`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function createDelivery(
  store: Store,
  dispatch: PagerDispatch,
  log: DeliveryLog,
  { clock = SYSTEM_CLOCK }: DeliveryOptions = {},
): Delivery {
  const toGroups = async (groupNames: readonly string[], messages: readonly PagerMessage[]) => {
    const names = await transmittersOfGroups(store, groupNames);
    const reached = new Set<string>();
    for (const message of messages)
      dispatch.send(names, message).forEach((name) => reached.add(name));
    return { transmitters: names, reached: reached.size };
  };
  const toConnected = (messages: readonly PagerMessage[]) => {
    const names = dispatch.connectedNames();
    for (const message of messages) dispatch.send(names, message);
  };

  /** An API write has been committed: a failure here must not turn its answer into an error. */
  const guarded =
    <T>(what: string, handle: (value: T) => Promise<void>) =>
    (value: T): void => {
      handle(value).catch((error: unknown) => log.error(error, `delivery: ${what} failed`));
    };

  const sendRubricContent = async (now: number) => {
    const filled = await store.news.allSlots();
    for (const rubric of await store.rubrics.list()) {
      const slots = (filled.get(rubric.name) ?? []).filter((news) => news !== null);
      await toGroups(
        rubric.transmitterGroupNames,
        slots.map((news) => rubricContentMessage(rubric, news, now)),
      );
    }
  };

  const jobs: [HourlySchedule, string, (now: number) => void | Promise<void>][] = [
    [SCHEDULES.utcTime, 'time', (now) => toConnected(utcTimeMessages(new Date(now)))],
    [SCHEDULES.localTime, 'local time', (now) => toConnected(localTimeMessages(new Date(now)))],
    [
      SCHEDULES.rubricNames,
      'rubric names',
      async (now) => {
        for (const rubric of await store.rubrics.list())
          await toGroups(rubric.transmitterGroupNames, [rubricNameMessage(rubric, now)]);
      },
    ],
    [SCHEDULES.rubricContent, 'rubric content', sendRubricContent],
    [
      SCHEDULES.identification,
      'identification',
      async (now) => {
        for (const name of dispatch.connectedNames()) {
          const transmitter = await store.transmitters.get(name);
          if (transmitter) dispatch.send([name], identificationMessage(transmitter, now));
        }
      },
    ],
  ];
  const stops = jobs.map(([schedule, what, job]) =>
    runOnSchedule(
      clock,
      schedule,
      async (now) => {
        await job(now);
        log.debug(`delivery: ${what} sent`);
      },
      (error) => log.error(error, `delivery: ${what} failed`),
    ),
  );

  return {
    callSent: guarded('call', async (call: Call) => {
      const subscribers: SubscriberRecord[] = [];
      for (const name of call.callSignNames) {
        const subscriber = await store.subscribers.get(normalizeName(name));
        if (subscriber) subscribers.push(subscriber);
      }
      const messages = callMessages(call, subscribers, clock.now());
      const { transmitters, reached } = await toGroups(call.transmitterGroupNames, messages);
      await countCall(store, transmitters);
      log.info(
        {
          owner: call.ownerName,
          groups: call.transmitterGroupNames,
          pagers: messages.length,
          transmitters: reached,
          inGroups: transmitters.size,
        },
        `Call of ${call.ownerName} to ${call.transmitterGroupNames.join(', ')}: ` +
          reachedText(messages.length, reached, transmitters.size),
      );
    }),

    newsPosted: guarded('rubric content', async (news: News) => {
      const rubric = await store.rubrics.get(normalizeName(news.rubricName));
      if (!rubric) return;
      const now = clock.now();
      // Number 0 moved every slot down, so the Core sends the whole rubric again.
      const inSkyperFormat =
        news.number < 1
          ? (await store.news.slots(rubric.name)).filter((item) => item !== null)
          : [news];
      const messages = [
        rubricContentCallMessage(rubric, news, now),
        ...inSkyperFormat.map((item) => rubricContentMessage(rubric, item, now)),
      ];
      const { transmitters, reached } = await toGroups(rubric.transmitterGroupNames, messages);
      log.info(
        { rubric: rubric.name, messages: messages.length, transmitters: reached },
        `Rubric ${rubric.name} content ${news.number}: ` +
          reachedText(messages.length, reached, transmitters.size),
      );
    }),

    rubricNamesRequested: guarded('rubric names', async (transmitterName: string) => {
      const now = clock.now();
      for (const rubric of await rubricsOfTransmitter(store, transmitterName))
        dispatch.send([normalizeName(transmitterName)], rubricNameMessage(rubric, now));
    }),

    testPageRequested: (transmitterName, page) => {
      const queued = dispatch.send(
        [normalizeName(transmitterName)],
        testPageMessage(page.ric, page.text, clock.now()),
      );
      log.info(
        { transmitter: transmitterName, ric: page.ric, queued: queued.length > 0 },
        queued.length > 0
          ? `delivery: test page queued for ${transmitterName}`
          : `delivery: test page not sent, ${transmitterName} is not connected`,
      );
      return queued.length > 0;
    },

    rubricChanged: guarded('rubric name', async (rubricName: string) => {
      const rubric = await store.rubrics.get(normalizeName(rubricName));
      if (rubric) await toGroups(rubric.transmitterGroupNames, [rubricNameMessage(rubric, clock.now())]);
    }),

    activationSent: guarded('activation', async (activation: Activation) => {
      const { transmitters, reached } = await toGroups(activation.transmitterGroupNames, [
        activationMessage(activation.number, clock.now()),
      ]);
      log.info(
        { ric: activation.number, transmitters: reached },
        `Activation of RIC ${activation.number}: ${reachedText(1, reached, transmitters.size)}`,
      );
    }),

    stop: () => stops.forEach((stop) => stop()),
  };
}
