/**
 * What each event of the API sends: a call to its subscribers' pagers and rubric content to its
 * rubric's (both recorded, recorded-pages.ts), rubric names, a transmitter's test page and an
 * activation (not recorded). Each logs how many transmitters it reached.
 */
import { normalizeName, type Activation, type Call, type News } from '@dapnet/model';
import type { SubscriberRecord } from '../../store/store.js';
import { countCall } from './call-count.js';
import type { DeliveryContext } from './context.js';
import {
  activationMessage,
  callMessages,
  rubricContentCallMessage,
  rubricContentMessage,
  rubricNameMessage,
  testPageMessage,
} from './pager-messages.js';
import { rubricsOfTransmitter } from './recipients.js';
import { toGroupsOf } from './recorded-pages.js';
import { toGroups } from './to-groups.js';

/** "4 messages queued for 2 connected transmitters (of 3 in its groups)", or none connected. */
function reachedText(messages: number, reached: number, inGroups: number): string {
  const of = `of ${inGroups} in its groups`;
  if (reached === 0) return `none connected (${of}), ${plural(messages, 'message')} not sent`;
  return `${plural(messages, 'message')} queued for ${plural(reached, 'connected transmitter')} (${of})`;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export async function sendCall(context: DeliveryContext, call: Call): Promise<void> {
  const { store, clock, log } = context;
  const subscribers: SubscriberRecord[] = [];
  for (const name of call.callSignNames) {
    const subscriber = await store.subscribers.get(normalizeName(name));
    if (subscriber) subscribers.push(subscriber);
  }
  const messages = callMessages(call, subscribers, clock.now());
  // A call without an id (the delivery tested alone) is not recorded.
  const { transmitters, reached } = await toGroupsOf(
    context,
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
}

export async function sendNews(context: DeliveryContext, news: News): Promise<void> {
  const { store, clock, log, networkEvents } = context;
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
    context,
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
}

/** Every rubric's name to one transmitter that asked for them (connected here). */
export async function sendRubricNames(
  { store, dispatch, clock }: DeliveryContext,
  transmitterName: string,
): Promise<void> {
  const now = clock.now();
  for (const rubric of await rubricsOfTransmitter(store, transmitterName))
    dispatch.send([normalizeName(transmitterName)], rubricNameMessage(rubric, now));
}

/** A rubric was created or changed: its name to its transmitters, here and elsewhere. */
export async function sendRubricName(context: DeliveryContext, rubricName: string): Promise<void> {
  const rubric = await context.store.rubrics.get(normalizeName(rubricName));
  if (rubric)
    await toGroups(
      context,
      rubric.transmitterGroupNames,
      [rubricNameMessage(rubric, context.clock.now())],
      { network: true },
    );
}

/** Whether the test page was queued: here, or for the node the transmitter is connected to. */
export function sendTestPage(
  { dispatch, network, clock, log }: DeliveryContext,
  transmitter: { name: string; status: string; nodeName: string | null },
  page: { ric: number; text: string },
): boolean {
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
}

export async function sendActivation(
  context: DeliveryContext,
  activation: Activation,
): Promise<void> {
  const { transmitters, reached } = await toGroups(
    context,
    activation.transmitterGroupNames,
    [activationMessage(activation.number, context.clock.now())],
    { network: true },
  );
  context.log.info(
    { ric: activation.number, transmitters: reached },
    `Activation of RIC ${activation.number}: ${reachedText(1, reached, transmitters.size)}`,
  );
}
