/**
 * Recorded pages (calls and rubric content, delivery-recorder.ts) that reach a session of this
 * endpoint after they were made: those still waiting for a transmitter when its last session
 * ended, and those another node of the network queued for a transmitter connected here.
 */
import type { DeliveryRecorder } from './delivery-recorder.js';
import type { PagingLog } from './paging-log.js';
import type { PagingMetrics } from './paging-metrics.js';
import type { SessionRegistry } from './session-registry.js';
import type { TransmitterSession } from './session.js';

export interface WaitingPagesContext {
  recorder: DeliveryRecorder;
  metrics: PagingMetrics;
  log: PagingLog;
}

/**
 * Pages of calls and rubric content that were queued or on the air for this transmitter when
 * its last session ended (here, or before a restart of the server) are queued again; the
 * session sends them, in the Core's order, as soon as its handshake is done.
 */
export async function queueWaitingPages(
  session: TransmitterSession,
  { recorder, metrics, log }: WaitingPagesContext,
): Promise<void> {
  try {
    // Read while the handshake goes on; `send` holds them until it is done (or drops them
    // when the session has ended meanwhile: they stay waiting for the next one).
    for (const message of await recorder.waitingFor(session.name!)) {
      session.send(message);
      metrics.queued(message.priority);
    }
  } catch (error) {
    log.error(error, `Waiting pages of ${session.name} could not be read`);
  }
}

/**
 * The pages another node of the network queued for transmitters connected here: taken from the
 * database (each by one node) and queued in their sessions.
 */
export async function takeQueuedPages(
  sessions: SessionRegistry,
  { recorder, metrics, log }: WaitingPagesContext,
): Promise<void> {
  try {
    const connected = sessions.allOnline().map((session) => session.name!);
    for (const { transmitterName, message } of await recorder.claimQueued(connected)) {
      // A session that ended meanwhile leaves the page waiting for the transmitter's next login.
      const session = sessions.online(transmitterName);
      if (!session) continue;
      session.send(message);
      metrics.queued(message.priority);
    }
  } catch (error) {
    log.error(error, 'Pages queued by other nodes could not be taken');
  }
}
