/**
 * Splits a transmitter's byte stream into lines ending in `\n` or `\r\n`, as the Core's
 * line decoder does. A line longer than the limit (the Core's is 2048 bytes) is an error, so a
 * client that never ends its line is cut off instead of filling memory.
 */
export const MAX_LINE_BYTES = 2048;

export class LineTooLongError extends Error {
  constructor(limit: number) {
    super(`Line longer than ${limit} bytes`);
  }
}

export class LineReader {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(private readonly maxBytes = MAX_LINE_BYTES) {}

  /** The complete lines in `chunk` (with what came before it), without their line ends. */
  push(chunk: Buffer): string[] {
    const lines: string[] = [];
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      const bytes = this.take(chunk.subarray(start, end));
      const length =
        bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
      if (length > this.maxBytes) throw new LineTooLongError(this.maxBytes);
      // The protocol is ASCII; latin1 keeps every byte one character, whatever arrives.
      lines.push(bytes.toString('latin1', 0, length));
      start = end + 1;
    }
    const rest = chunk.subarray(start);
    if (this.pendingBytes + rest.length > this.maxBytes + 1)
      throw new LineTooLongError(this.maxBytes);
    if (rest.length > 0) {
      this.pending.push(Buffer.from(rest));
      this.pendingBytes += rest.length;
    }
    return lines;
  }

  private take(tail: Buffer): Buffer {
    if (this.pending.length === 0) return tail;
    const whole = Buffer.concat([...this.pending, tail]);
    this.pending = [];
    this.pendingBytes = 0;
    return whole;
  }
}
