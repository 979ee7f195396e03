/**
 * The server's log output. Fastify logs through pino, one JSON object per line; that suits log
 * collectors (LOG_FORMAT=json) but buries the start banner and warnings for a person at a console,
 * so the default turns each record into one short line
 * ("2026-11-26T12:03:05.120Z WARN  message"). Both formats carry the time as ISO 8601 with its
 * zone: UTC (`Z`) unless LOG_TIME_ZONE names another zone, then with that zone's offset
 * ("2026-11-26T13:03:05.120+01:00"), so lines from servers in different places sort together.
 * Requests are logged once each, at debug level, in both formats.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export type LogFormat = 'pretty' | 'json';

export const LOG_FORMATS: readonly LogFormat[] = ['pretty', 'json'];

/** Where log lines go: process.stdout, or a collector in tests. */
export interface LogOutput {
  write(text: string): unknown;
}

// pino's numeric levels.
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

// ANSI colours for warnings and worse, so they stand out on a terminal.
const LEVEL_COLOURS: Record<number, string> = {
  40: '\u001b[33m',
  50: '\u001b[31m',
  60: '\u001b[31m',
};
const RESET = '\u001b[0m';

interface LogRecord {
  level?: number;
  time?: number | string;
  msg?: string;
  err?: { stack?: string; message?: string };
}

const formats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** A moment as ISO 8601 in a time zone: `Z` for UTC, otherwise the zone's offset then. */
export function isoTimestamp(ms: number, timeZone = 'UTC'): string {
  if (timeZone === 'UTC') return new Date(ms).toISOString();
  const parts = Object.fromEntries(
    zoneFormat(timeZone)
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
  const wallClock = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  const offset = Math.round((wallClock - wholeSecond) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  const millis = String(ms - wholeSecond).padStart(3, '0');
  return (
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}` +
    `.${millis}${sign}${hours}:${minutes}`
  );
}

/** pino's `timestamp` option: the record's `time` as ISO 8601 text in the zone. */
export function isoTimeField(timeZone: string): () => string {
  return () => `,"time":"${isoTimestamp(Date.now(), timeZone)}"`;
}

function shownTime(time: number | string | undefined): string {
  if (typeof time === 'string') return time;
  return isoTimestamp(time ?? Date.now());
}

/** One pino record (a JSON line) as a short readable line, with the stack of an error below. */
export function formatLogRecord(line: string, colour = false): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = record.level ?? 30;
  const name = (LEVEL_NAMES[level] ?? String(level)).padEnd(5);
  const shownLevel =
    colour && LEVEL_COLOURS[level] ? `${LEVEL_COLOURS[level]}${name}${RESET}` : name;
  const stack = record.err?.stack ?? record.err?.message;
  const message = record.msg ?? '';
  return `${shownTime(record.time)} ${shownLevel} ${message}\n${stack ? `${stack}\n` : ''}`;
}

/** A pino destination that writes readable lines instead of JSON. */
export function readableLogStream(output: LogOutput, colour: boolean): LogOutput {
  return { write: (line: string) => output.write(formatLogRecord(line, colour)) };
}

/** Colours only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
function wantsColour(output: LogOutput): boolean {
  return (output as { isTTY?: boolean }).isTTY === true && !process.env.NO_COLOR;
}

/** The Fastify logger options for a level, format and the time zone of the lines' times. */
export function loggerOptions(
  level: string,
  format: LogFormat,
  output: LogOutput = process.stdout,
  timeZone = 'UTC',
): { level: string; stream: LogOutput; timestamp: () => string } {
  return {
    level,
    stream: format === 'json' ? output : readableLogStream(output, wantsColour(output)),
    timestamp: isoTimeField(timeZone),
  };
}

/**
 * Fastify's request logging, quieter: one debug record per answered request (method, URL,
 * status, time) instead of two info records ("incoming request", "request completed").
 * A request that failed stays an error record with its stack.
 */
export class ShortRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const responseTime = Math.round(reply.elapsedTime);
    const { method, url } = request;
    const { statusCode } = reply;
    reply.log.debug(
      { method, url, statusCode, responseTime },
      `${method} ${url} ${statusCode} ${responseTime} ms`,
    );
  }
}
