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
 *
 * The parts: what each API event sends (api-events.ts), the periodic jobs (periodic-jobs.ts),
 * the way to the transmitters of groups (to-groups.ts) and, for calls and rubric content, with
 * their records (recorded-pages.ts); the messages themselves are built in pager-messages.ts and
 * time-messages.ts.
 */
import type { ForwardTarget } from '../../network/node-link.js';
import type { Store } from '../../store/store.js';
import type { PagerDispatch, PagerMessage } from '../pager-message.js';
import type { PagingEvents } from '../paging-events.js';
import {
  sendActivation,
  sendCall,
  sendNews,
  sendRubricName,
  sendRubricNames,
  sendTestPage,
} from './api-events.js';
import type { DeliveryContext, DeliveryLog } from './context.js';
import { startPeriodicJobs } from './periodic-jobs.js';
import { SYSTEM_CLOCK } from './schedule.js';
import { toForwardTarget } from './to-groups.js';

// When the periodic jobs run, for those who drive a clock to them (periodic-jobs.ts runs them).
export { SCHEDULES } from './periodic-jobs.js';

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

/** What createDelivery is given beside the store, the connected transmitters and the log. */
export type DeliveryOptions = Partial<Omit<DeliveryContext, 'store' | 'dispatch' | 'log'>>;

export function createDelivery(
  store: Store,
  dispatch: PagerDispatch,
  log: DeliveryLog,
  { clock = SYSTEM_CLOCK, ...options }: DeliveryOptions = {},
): Delivery {
  const context: DeliveryContext = { store, dispatch, log, clock, ...options };

  /** An API write has been committed: a failure here must not turn its answer into an error. */
  const guarded =
    <T>(what: string, handle: (context: DeliveryContext, value: T) => Promise<void>) =>
    (value: T): void => {
      handle(context, value).catch((error: unknown) =>
        log.error(error, `delivery: ${what} failed`),
      );
    };

  const stops = startPeriodicJobs(context);
  return {
    callSent: guarded('call', sendCall),
    newsPosted: guarded('rubric content', sendNews),
    rubricNamesRequested: guarded('rubric names', sendRubricNames),
    testPageRequested: (transmitter, page) => sendTestPage(context, transmitter, page),
    forwarded: (target, messages) => toForwardTarget(context, target, messages),
    rubricChanged: guarded('rubric name', sendRubricName),
    activationSent: guarded('activation', sendActivation),
    stop: () => stops.forEach((stop) => stop()),
  };
}
