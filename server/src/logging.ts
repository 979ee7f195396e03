/**
 * The server's log output. Fastify logs through pino, one JSON object per line; that suits log
 * collectors (LOG_FORMAT=json) but buries the start banner and warnings for a person at a console,
 * so the default turns each record into one short line ("12:03:05 WARN  message").
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
  time?: number;
  msg?: string;
  err?: { stack?: string; message?: string };
}

function clockTime(time: number | undefined): string {
  const date = time === undefined ? new Date() : new Date(time);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
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
  return `${clockTime(record.time)} ${shownLevel} ${message}\n${stack ? `${stack}\n` : ''}`;
}

/** A pino destination that writes readable lines instead of JSON. */
export function readableLogStream(output: LogOutput, colour: boolean): LogOutput {
  return { write: (line: string) => output.write(formatLogRecord(line, colour)) };
}

/** Colours only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
function wantsColour(output: LogOutput): boolean {
  return (output as { isTTY?: boolean }).isTTY === true && !process.env.NO_COLOR;
}

/** The Fastify logger options for a level and format. */
export function loggerOptions(
  level: string,
  format: LogFormat,
  output: LogOutput = process.stdout,
): { level: string; stream: LogOutput } {
  return {
    level,
    stream: format === 'json' ? output : readableLogStream(output, wantsColour(output)),
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
