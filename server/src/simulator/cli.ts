/**
 * `npm run transmitter -- --name db0abc --key secret`: a simulated transmitter on the console.
 * It connects to a transmitter endpoint, prints what it would put on the air, and ends with a
 * non-zero exit code when the server refuses it.
 */
import { parseArgs } from 'node:util';
import { describeMessage } from './decode.js';
import { describeEndpoint, parseHostList } from './host-list.js';
import { SimulatedTransmitter, type SimulatorEvent } from './transmitter.js';

const USAGE = `Usage: npm run transmitter -- --name NAME --key AUTHKEY [options]

  --name NAME            the transmitter's name, as registered on the server
  --key AUTHKEY          its auth key (the transmitter form shows it to owners)
  --host HOST[,HOST..]   server address (localhost); a list such as a:43434,b:43435 is
                         tried in turn: on a drop or a refused connection the next one
  --port PORT            transmitter port (43434), for the hosts given without one
  --device TYPE          device type in the welcome line (UniPager)
  --version VERSION      device version in the welcome line (1.0.2)
  --retry N              ask for a retry N times for each message before acknowledging it
  --fail-every N         report a failure for every Nth message
  --drop-after N         drop the connection when the Nth message of a session arrives
  --reconnect-delay MS   first wait before reconnecting after a drop, doubling (2500; 0: never)
  --wrong-time-sync      answer the time sync wrongly, as broken software would (ERROR)
  --count N              N transmitters named NAME1 .. NAMEN, all with the same key
  --quiet                print connects, refusals and drops, not every message
`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function whole(value: string | undefined, option: string, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) fail(`--${option} must be a whole number`);
  return number;
}

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        name: { type: 'string' },
        key: { type: 'string' },
        host: { type: 'string', default: 'localhost' },
        port: { type: 'string' },
        device: { type: 'string', default: 'UniPager' },
        version: { type: 'string', default: '1.0.2' },
        retry: { type: 'string' },
        'fail-every': { type: 'string' },
        'drop-after': { type: 'string' },
        'reconnect-delay': { type: 'string' },
        'wrong-time-sync': { type: 'boolean', default: false },
        count: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  if (parsed.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!parsed.name || !parsed.key) fail('--name and --key are required');
  const port = whole(parsed.port, 'port', 43434);
  let hosts;
  try {
    hosts = parseHostList(parsed.host, port);
  } catch (error) {
    fail(`--host: ${(error as Error).message}`);
  }
  return {
    name: parsed.name,
    authKey: parsed.key,
    hosts,
    device: parsed.device,
    version: parsed.version,
    ack: {
      retries: whole(parsed.retry, 'retry', 0),
      failEvery: whole(parsed['fail-every'], 'fail-every', 0),
      dropAfter: whole(parsed['drop-after'], 'drop-after', 0),
    },
    wrongTimeSync: parsed['wrong-time-sync'],
    reconnectDelayMs: whole(parsed['reconnect-delay'], 'reconnect-delay', 2500) || undefined,
    count: whole(parsed.count, 'count', 1),
    quiet: parsed.quiet,
  };
}

const clock = (date = new Date()) => date.toTimeString().slice(0, 8);

const ANSWERS = {
  success: 'acknowledged',
  retry: 'asked for a retry',
  failure: 'failed',
  drop: 'dropped the connection',
};

function describe(name: string, event: SimulatorEvent, quiet: boolean): string | undefined {
  switch (event.kind) {
    case 'connected':
      return `${name} connected to ${event.host}:${event.port}`;
    case 'handshake':
      return `${name} online, time slots ${event.timeSlots}`;
    case 'message':
      if (quiet && event.message.answer !== 'drop') return undefined;
      return `${name} on air: ${describeMessage(event.message)} [${ANSWERS[event.message.answer]}]`;
    case 'refused':
      return `${name} refused: ${event.reason}`;
    case 'disconnected': {
      if (event.reconnectInMs === undefined) return `${name} disconnected`;
      const to = event.next ? ` to ${describeEndpoint(event.next)}` : '';
      return `${name} disconnected, reconnecting${to} in ${(event.reconnectInMs / 1000).toFixed(1)} s`;
    }
    case 'error':
      return `${name} ${event.error.message}`;
  }
}

function main(): void {
  const { count, quiet, ...settings } = options();
  const names =
    count <= 1
      ? [settings.name]
      : Array.from({ length: count }, (_, i) => `${settings.name}${i + 1}`);
  const gone = new Set<string>();
  const transmitters = names.map(
    (name) =>
      new SimulatedTransmitter({
        ...settings,
        name,
        onEvent: (event) => {
          const line = describe(name, event, quiet);
          if (line) console.log(`${clock()} ${line}`);
          // A refused transmitter software stops: its settings need a person's attention.
          if (event.kind === 'refused') void stop(1);
          // Without reconnecting, the program ends when the last connection is gone.
          if (event.kind === 'disconnected' && event.reconnectInMs === undefined) {
            gone.add(name);
            if (gone.size === names.length) void stop(1);
          }
        },
      }),
  );
  const stop = async (code: number) => {
    await Promise.all(transmitters.map((transmitter) => transmitter.close()));
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  transmitters.forEach((transmitter) => transmitter.start());
}

main();
