/**
 * Reads a JSON array as it arrives, element by element, so a page can show the first elements of
 * a network-sized list (18 MB of calls) while the rest is still on its way, and the parsing is
 * spread over many short tasks instead of one long one. Each chunk's complete elements are parsed
 * together by the browser's own JSON.parse; this module only finds where they end.
 */

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const COMMA = 44; // ,
const OPEN_BRACE = 123; // {
const CLOSE_BRACE = 125; // }
const OPEN_BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]

/** A body that is not one JSON array, or ends before its array does. */
export class NotAJsonArray extends Error {
  constructor(reason: string) {
    super(`not a JSON array: ${reason}`);
    this.name = 'NotAJsonArray';
  }
}

const isWhitespace = (code: number) => code === 32 || code === 10 || code === 13 || code === 9;

/**
 * Splits the text of one JSON array, pushed piece by piece, into its elements. `push` returns the
 * elements the piece completed; `finish` checks that the array was closed.
 */
export class JsonArraySplitter {
  /** Text not yet handed out: the unfinished element(s), starting after the last separator. */
  private text = '';
  /** How far `text` has been scanned. */
  private scanned = 0;
  /** Nesting depth at `scanned`: 1 inside the outer array. */
  private depth = 0;
  private inString = false;
  private opened = false;
  private closed = false;
  /** Elements handed out so far. */
  private count = 0;

  push(piece: string): unknown[] {
    if (this.closed) {
      if (piece.trim() !== '') throw new NotAJsonArray('text after the array');
      return [];
    }
    this.text += piece;
    const text = this.text;
    /** Where the last complete element ends (its separator or the closing bracket). */
    let boundary = -1;
    let index = this.scanned;
    if (!this.opened) {
      while (index < text.length && isWhitespace(text.charCodeAt(index))) index += 1;
      if (index === text.length) return this.keep(index, boundary);
      if (text.charCodeAt(index) !== OPEN_BRACKET) throw new NotAJsonArray('no opening bracket');
      this.opened = true;
      this.depth = 1;
      index += 1;
      // What was before the bracket is dropped; elements start after it.
      this.text = text.slice(index);
      this.scanned = 0;
      return this.push('');
    }
    while (index < text.length) {
      if (this.inString) {
        // Jump to the next quote; one after an odd run of backslashes is part of the string.
        const quote = text.indexOf('"', index);
        if (quote < 0) {
          index = text.length;
          break;
        }
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
        index = quote + 1;
        if (backslashes % 2 === 0) this.inString = false;
        continue;
      }
      const code = text.charCodeAt(index);
      if (code === QUOTE) this.inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth += 1;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        this.depth -= 1;
        if (this.depth === 0) {
          boundary = index;
          this.closed = true;
          const rest = text.slice(index + 1);
          if (rest.trim() !== '') throw new NotAJsonArray('text after the array');
          break;
        }
      } else if (code === COMMA && this.depth === 1) boundary = index;
      index += 1;
    }
    return this.keep(index, boundary);
  }

  /** Throws unless the array was complete. */
  finish(): void {
    if (!this.closed) throw new NotAJsonArray('it ends before its closing bracket');
  }

  /** Parses the elements before `boundary` and keeps the text after it for the next piece. */
  private keep(scanned: number, boundary: number): unknown[] {
    if (boundary < 0) {
      this.scanned = scanned;
      return [];
    }
    const complete = this.text.slice(0, boundary);
    this.text = this.closed ? '' : this.text.slice(boundary + 1);
    this.scanned = this.closed ? 0 : scanned - boundary - 1;
    if (complete.trim() === '') {
      // Only "[]" may have nothing before its end; "[,", "[1,,2]" and "[1,]" may not.
      if (this.closed && this.count === 0) return [];
      throw new NotAJsonArray('an empty element');
    }
    let elements: unknown[];
    try {
      elements = JSON.parse(`[${complete}]`) as unknown[];
    } catch {
      throw new NotAJsonArray('a broken element');
    }
    this.count += elements.length;
    return elements;
  }
}

/** The Prioritized Task Scheduling API, where the browser has it (Chromium, Firefox). */
interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * Lets the browser paint, handle input and render the page between slices of parsing. Where it
 * can, the rest of the list waits behind everything else (background priority): on a slow phone
 * the page's first render and the first rows come before it. In a hidden tab (a poll in the
 * background) a message port goes on at once, where timers would be slowed down.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function' && document.visibilityState === 'visible') {
    return scheduler.postTask(() => {}, { priority: 'background' });
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Longest stretch of parsing between two yields to the browser. */
const SLICE_MS = 30;
/**
 * Text handed to the splitter at once. A fast connection delivers megabytes in one read; cut
 * smaller, the first rows are out after one piece and no piece holds the browser up for long.
 */
const PIECE_CHARS = 64 * 1024;

export interface ReadJsonArrayOptions {
  /**
   * Called once with the elements that came first (at least `firstCount`, or all of a shorter
   * list before it is complete), while the rest is still arriving.
   */
  onFirst?: (elements: readonly unknown[]) => void;
  firstCount?: number;
}

/**
 * Reads a body holding one JSON array and resolves with its elements. Throws NotAJsonArray for
 * anything else (the caller may then read it another way; the body is used up by then).
 */
export async function readJsonArray(
  body: ReadableStream<Uint8Array>,
  { onFirst, firstCount = 100 }: ReadJsonArrayOptions = {},
): Promise<unknown[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const splitter = new JsonArraySplitter();
  const elements: unknown[] = [];
  let firstShown = onFirst === undefined;
  let sliceStart = performance.now();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (let start = 0; start < text.length; start += PIECE_CHARS) {
        const piece = text.slice(start, start + PIECE_CHARS);
        for (const element of splitter.push(piece)) elements.push(element);
        if (!firstShown && elements.length >= firstCount) {
          firstShown = true;
          onFirst!(elements.slice());
          // Let the first rows be drawn before the rest is parsed.
          await yieldToBrowser();
          sliceStart = performance.now();
        } else if (performance.now() - sliceStart > SLICE_MS) {
          await yieldToBrowser();
          sliceStart = performance.now();
        }
      }
      if (done) break;
    }
    splitter.finish();
    return elements;
  } finally {
    reader.releaseLock();
  }
}
