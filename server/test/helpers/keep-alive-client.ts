/**
 * A minimal HTTP/1.1 client over raw sockets that behaves like a browser's connection pool: it
 * sends each request on its open connection and opens a new one only when the previous answer
 * said `Connection: close` (or the server closed it after answering). A request that the server
 * never answers shows up as `undefined` instead of being retried, as it would be in a browser.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads one answer (status, headers, Content-Length body) from the socket's data. */
class AnswerReader {
  private buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
  }

  take(): RawAnswer | undefined {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine = '', ...lines] = this.buffer
      .subarray(0, end)
      .toString('latin1')
      .split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return undefined;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

interface Connection {
  socket: Socket;
  reader: AnswerReader;
  closed: boolean;
  waiting?: () => void;
}

function open(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const connection: Connection = {
      socket: connect(port, '127.0.0.1'),
      reader: new AnswerReader(),
      closed: false,
    };
    const wake = () => connection.waiting?.();
    connection.socket.on('data', (chunk: Buffer) => {
      connection.reader.push(chunk);
      wake();
    });
    connection.socket.on('close', () => {
      connection.closed = true;
      wake();
    });
    connection.socket.on('error', () => undefined);
    connection.socket.once('connect', () => resolve(connection));
    connection.socket.once('error', reject);
  });
}

/** The next answer on the connection, or undefined when it closed first. */
async function nextAnswer(connection: Connection): Promise<RawAnswer | undefined> {
  for (;;) {
    const answer = connection.reader.take();
    if (answer || connection.closed) return answer;
    await new Promise<void>((resolve) => (connection.waiting = resolve));
  }
}

/** Sends raw requests one after another over one keep-alive connection at a time. */
export async function sendInTurn(port: number, requests: string[]) {
  const answers: (RawAnswer | undefined)[] = [];
  let connections = 0;
  let connection: Connection | undefined;
  for (const text of requests) {
    if (!connection || connection.closed) {
      connection = await open(port);
      connections += 1;
    }
    connection.socket.write(text);
    const answer = await nextAnswer(connection);
    answers.push(answer);
    if (!answer || answer.headers.connection === 'close') {
      connection.socket.destroy();
      connection = undefined;
    }
  }
  connection?.socket.destroy();
  return { answers, connections };
}
