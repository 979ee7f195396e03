/**
 * What the API tells the paging node after a write has been committed: the delivery side turns
 * calls, rubric content, rubric names and activations into pager messages, and the transmitter
 * side drops a live session whose transmitter was edited or deleted, as the Core does.
 * Without a transmitter endpoint (`DAPNET_TRANSMITTER_PORT=0`, or in API tests) nothing listens.
 */
import type { Activation, Call, News } from '@dapnet/model';

/**
 * The handlers work on after they return (they read the database) and report their own failures
 * to the log, so the API's answer never waits for them or fails because of them.
 */
export interface PagingEvents {
  callSent(call: Call): void;
  newsPosted(news: News): void;
  /** `transmitterControl/sendRubricNames/{name}`: the names of its rubrics to that transmitter. */
  rubricNamesRequested(transmitterName: string): void;
  /**
   * `transmitterControl/sendTestPage/{name}` (our own endpoint): a test page to one pager address
   * through this transmitter only. True when it was connected (here, or to another node of the
   * network, which its record says) and the page was queued.
   */
  testPageRequested(
    transmitter: { name: string; status: string; nodeName: string | null },
    page: { ric: number; text: string },
  ): boolean;
  /** A rubric was created or changed: its name goes to its transmitters, as the Core does. */
  rubricChanged(rubricName: string): void;
  activationSent(activation: Activation): void;
  /** A transmitter was changed or deleted through the API. */
  transmitterChanged(name: string): void;
}

export const NO_PAGING: PagingEvents = {
  callSent: () => {},
  newsPosted: () => {},
  rubricNamesRequested: () => {},
  testPageRequested: () => false,
  rubricChanged: () => {},
  activationSent: () => {},
  transmitterChanged: () => {},
};
