/**
 * Delivery: turns what happens through the API, and the Core's periodic jobs, into pager
 * messages for the connected transmitters, as the DAPNET Core does. Messages go only to
 * transmitters connected at that moment; nothing is queued for one that is offline.
 *
 * Calls and rubric content are recorded: each page for each transmitter of their groups is a
 * row of store/deliveries-table.ts (`queued`, or `offline` for a transmitter not connected), so
 * their receipts can be shown and a waiting page survives a restart (delivery-recorder.ts).
 * Time messages, rubric names, the hourly repetition of rubric content, identification,
 * activation and test pages stay in memory only: they belong to no call and are sent again anyway
 * (a test page is a check of one transmitter that its sender watches happen).
 */
import {
  normalizeName,
  type Activation,
  type Call,
  type News,
  type ReceiptKind,
} from '@dapnet/model';
import type { FastifyBaseLogger } from 'fastify';
import type { NetworkEvents } from '../../events/network-events.js';
import type { ForwardTarget } from '../../network/node-link.js';
import type { NewDelivery } from '../../store/deliveries-table.js';
import type { Store, SubscriberRecord } from '../../store/store.js';
import type { DeliveryRecorder } from '../delivery-recorder.js';
import type { PagerDispatch, PagerMessage } from '../pager-message.js';
import type { PagingEvents } from '../paging-events.js';
import { countCall } from './call-count.js';
import { withRetries } from './retries.js';
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
  /** Messages another node of the network sent for the transmitters connected here. */
  forwarded(target: ForwardTarget, messages: readonly PagerMessage[]): Promise<void>;
  /** Stops the periodic jobs. */
  stop(): void;
};

export interface DeliveryOptions {
  /** The clock of the periodic jobs and message times; tests pass a fake one. */
  clock?: Clock;
  /** Where newsPosted is announced (the calls route announces callAdded itself, first). */
  networkEvents?: NetworkEvents;
  /** Told of new records, for the receipt events. */
  recorder?: DeliveryRecorder;
  /** The transmitters connected to the other nodes of a network; none without. */
  network?: NetworkDispatch;
  /** This node's name, written to the records of the pages it sends itself. */
  nodeName?: string;
}

/** What the delivery needs to know of the other nodes of a network (paging-node.ts). */
export interface NetworkDispatch {
  /** Which of these transmitters are connected to another node now. */
  connectedElsewhere(names: ReadonlySet<string>): Promise<Set<string>>;
  /** Pages were queued for them: the other nodes take theirs. */
  pagesQueued(): void;
  /** Unrecorded messages for transmitters connected to the other nodes. */
  forward(target: ForwardTarget, messages: readonly PagerMessage[]): void;
  /** Whether this transmitter record says it is connected to another node. */
  connectedElsewhereNow(transmitter: { status: string; nodeName: string | null }): boolean;
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
  { clock = SYSTEM_CLOCK, networkEvents, recorder, network, nodeName }: DeliveryOptions = {},
): Delivery {
  /**
   * Like `toGroups`, and records every page for every transmitter of the groups in one
   * transaction: `queued` for those connected here, which then get it, and for those connected to
   * another node of the network, which takes them from the database; `offline` for the others.
   */
  const recordedToGroups = async (
    source: { kind: ReceiptKind; sourceId: number },
    groupNames: readonly string[],
    messages: readonly PagerMessage[],
  ) => {
    const names = await transmittersOfGroups(store, groupNames);
    const connected = new Set(dispatch.connectedNames());
    const elsewhere = (await network?.connectedElsewhere(names)) ?? new Set<string>();
    const stateOf = (name: string) =>
      connected.has(name) || elsewhere.has(name) ? 'queued' : 'offline';
    const pages: { name: string; message: PagerMessage }[] = [];
    // Messages outside, transmitters inside: each transmitter's queue gets them in their order.
    for (const message of messages) for (const name of names) pages.push({ name, message });
    // All or none; a transaction that fails (the database busy, a node's lock) is tried again.
    const ids = await withRetries(() =>
      store.transaction(() =>
        store.deliveries.add(
          pages.map(({ name, message }): NewDelivery => ({
            ...source,
            transmitterName: name,
            ric: message.ric,
            function: message.function,
            type: message.type,
            speed: message.speed,
            priority: message.priority,
            text: message.text,
            state: stateOf(name),
            queuedAt: message.createdAt,
            nodeName: connected.has(name) ? (nodeName ?? null) : null,
          })),
        ),
      ),
    );
    if (pages.length > 0) recorder?.added([source]);
    if (pages.some(({ name }) => elsewhere.has(name))) network?.pagesQueued();
    const reached = new Set<string>();
    pages.forEach(({ name, message }, index) => {
      if (!connected.has(name)) return;
      const delivery = { id: ids[index]!, ...source };
      dispatch.send([name], { ...message, delivery }).forEach((queued) => reached.add(queued));
    });
    return { transmitters: names, reached: reached.size };
  };

  /**
   * Sends to the transmitters of the groups connected here; `network` also to those connected to
   * the other nodes (what the API asked for; the periodic jobs run on every node for its own).
   */
  const toGroups = async (
    groupNames: readonly string[],
    messages: readonly PagerMessage[],
    { network: alsoElsewhere = false } = {},
  ) => {
    const names = await transmittersOfGroups(store, groupNames);
    const reached = new Set<string>();
    for (const message of messages)
      dispatch.send(names, message).forEach((name) => reached.add(name));
    if (alsoElsewhere) network?.forward({ groups: [...groupNames] }, messages);
    return { transmitters: names, reached: reached.size };
  };
  /** Recorded when the source has its id (every call and content of the API has one). */
  const toGroupsOf = (
    { kind, sourceId }: { kind: ReceiptKind; sourceId: number | undefined },
    groupNames: readonly string[],
    messages: readonly PagerMessage[],
  ) =>
    sourceId === undefined
      ? toGroups(groupNames, messages)
      : recordedToGroups({ kind, sourceId }, groupNames, messages);

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
      // A call without an id (the delivery tested alone) is not recorded.
      const { transmitters, reached } = await toGroupsOf(
        { kind: 'call', sourceId: call.id },
        call.transmitterGroupNames,
        messages,
      );
      // Counted once the pages are on their way: a call to thousands of transmitters writes
      // thousands of records here, which the pages must not wait for.
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
      const { transmitters, reached } = await toGroupsOf(
        { kind: 'news', sourceId: news.id },
        rubric.transmitterGroupNames,
        messages,
      );
      if (news.id !== undefined)
        networkEvents?.publish('newsPosted', { rubricName: rubric.name, id: news.id });
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

    testPageRequested: (transmitter, page) => {
      const name = normalizeName(transmitter.name);
      const message = testPageMessage(page.ric, page.text, clock.now());
      let queued = dispatch.send([name], message).length > 0;
      if (!queued && network?.connectedElsewhereNow(transmitter)) {
        network.forward({ transmitters: [name] }, [message]);
        queued = true;
      }
      log.info(
        { transmitter: transmitter.name, ric: page.ric, queued },
        queued
          ? `delivery: test page queued for ${transmitter.name}`
          : `delivery: test page not sent, ${transmitter.name} is not connected`,
      );
      return queued;
    },

    forwarded: async (target, messages) => {
      const names =
        'groups' in target
          ? await transmittersOfGroups(store, target.groups)
          : new Set(target.transmitters.map(normalizeName));
      for (const message of messages) dispatch.send(names, message);
    },

    rubricChanged: guarded('rubric name', async (rubricName: string) => {
      const rubric = await store.rubrics.get(normalizeName(rubricName));
      if (rubric)
        await toGroups(rubric.transmitterGroupNames, [rubricNameMessage(rubric, clock.now())], {
          network: true,
        });
    }),

    activationSent: guarded('activation', async (activation: Activation) => {
      const { transmitters, reached } = await toGroups(
        activation.transmitterGroupNames,
        [activationMessage(activation.number, clock.now())],
        { network: true },
      );
      log.info(
        { ric: activation.number, transmitters: reached },
        `Activation of RIC ${activation.number}: ${reachedText(1, reached, transmitters.size)}`,
      );
    }),

    stop: () => stops.forEach((stop) => stop()),
  };
}
