/**
 * The node's Prometheus metrics (GET /metrics, routes/operations/metrics-route.ts): the paging
 * node's transmitters and messages, HTTP requests, database timings and prom-client's process
 * figures. One registry per server, so tests can run several servers in one process.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectedTransmitter, PagingMetrics } from '../paging/paging-metrics.js';

export const METRIC_PREFIX = 'dapnet_';

/** Seconds: SQLite answers in well under a millisecond; a slow disk shows in the upper buckets. */
const DATABASE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

export interface Metrics {
  registry: Registry;
  paging: PagingMetrics;
  /** One answered HTTP request, by route pattern (`/api/transmitters/:name`), not raw URL. */
  httpRequest(method: string, route: string, status: number, seconds: number): void;
  /** One database operation's time: `transaction` (the API's writes) or `health_check`. */
  database(operation: 'transaction' | 'health_check', seconds: number): void;
  /** Reads the number of open event streams (GET /monitor/events) at each scrape. */
  watchEventStreams(count: () => number): void;
}

/** The paging node's metrics: messages by priority, refusals by reason, connected transmitters. */
function pagingMetrics(registers: Registry[]): PagingMetrics {
  const watched: { nodeName: string; connected: () => Iterable<ConnectedTransmitter> }[] = [];
  new Gauge({
    name: `${METRIC_PREFIX}transmitters_connected`,
    help: 'Transmitters online at this node, by node and device type',
    labelNames: ['node', 'device_type'],
    registers,
    collect() {
      this.reset();
      for (const { nodeName, connected } of watched) {
        for (const transmitter of connected()) {
          this.inc({ node: nodeName, device_type: transmitter.deviceType });
        }
      }
    },
  });

  const messages = (what: string, help: string) =>
    new Counter({
      name: `${METRIC_PREFIX}messages_${what}_total`,
      help,
      labelNames: ['priority'],
      registers,
    });
  const queued = messages('queued', 'Messages put into the queue of a connected transmitter');
  const sent = messages('sent', 'Messages written to a transmitter, every try counted');
  const acknowledged = messages('acknowledged', 'Messages a transmitter acknowledged');
  const retried = messages('retried', 'Messages a transmitter asked to have sent again');
  const failed = messages('failed', 'Messages given up on after the last try');
  const refusals = new Counter({
    name: `${METRIC_PREFIX}transmitter_handshake_refusals_total`,
    help: 'Transmitter logins refused (format, unknown, disabled, credentials) or timed out',
    labelNames: ['reason'],
    registers,
  });
  return {
    queued: (priority) => queued.inc({ priority }),
    sent: (priority) => sent.inc({ priority }),
    acknowledged: (priority) => acknowledged.inc({ priority }),
    retried: (priority) => retried.inc({ priority }),
    failed: (priority) => failed.inc({ priority }),
    refused: (reason) => refusals.inc({ reason }),
    watchConnected: (nodeName, connected) => void watched.push({ nodeName, connected }),
  };
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const registers = [registry];
  const paging = pagingMetrics(registers);

  const httpRequests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const httpDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: HTTP_BUCKETS,
    registers,
  });
  const databaseDuration = new Histogram({
    name: `${METRIC_PREFIX}database_duration_seconds`,
    help: 'Time of database operations: write transactions and the health check (a write and a read)',
    labelNames: ['operation'],
    buckets: DATABASE_BUCKETS,
    registers,
  });

  const streamCounts: (() => number)[] = [];
  new Gauge({
    name: `${METRIC_PREFIX}event_streams_open`,
    help: 'Live event streams (server-sent events, one per signed-in browser tab) open now',
    registers,
    collect() {
      this.set(streamCounts.reduce((sum, count) => sum + count(), 0));
    },
  });

  return {
    registry,
    paging,
    httpRequest(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, seconds);
    },
    database(operation, seconds) {
      databaseDuration.observe({ operation }, seconds);
    },
    watchEventStreams: (count) => void streamCounts.push(count),
  };
}
