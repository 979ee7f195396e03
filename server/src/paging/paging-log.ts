/**
 * The part of the server's pino logger the paging node uses. The logger only exists once the
 * HTTP app is built, after the paging node has been handed to it, so the node starts with a
 * forwarding logger that `attach` points at the app's logger (until then it stays silent).
 */
import type { FastifyBaseLogger } from 'fastify';

export type PagingLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export interface ForwardingLog extends PagingLog {
  attach(target: PagingLog): void;
}

export function forwardingLog(): ForwardingLog {
  let target: PagingLog | undefined;
  const forward =
    (level: keyof PagingLog) =>
    (...args: unknown[]) =>
      (target?.[level] as ((...args: unknown[]) => void) | undefined)?.apply(target, args);
  return {
    attach: (log) => void (target = log),
    debug: forward('debug'),
    info: forward('info'),
    warn: forward('warn'),
    error: forward('error'),
  } as ForwardingLog;
}
