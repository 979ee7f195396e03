/**
 * Reading a JSON document field by field without a schema library: the web app's start-up code
 * uses it (web-config-reader.ts), and must stay small.
 */
import type { NamedLink } from './web-config.js';

/** A value the reader did not take, and why: `map.center.0: …`. */
export interface ReadProblem {
  path: string;
  message: string;
}

// The WHATWG URL parser of the browser and of Node; the model compiles without either's types.
declare const URL: new (input: string) => { protocol: string };

/** Only http(s) addresses or paths on this origin: a config value must never become a script URL. */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

type Input = Record<string, unknown>;

function isRecord(value: unknown): value is Input {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Reads untrusted JSON values at their paths (`map.center.0`) with a fallback each, noting every
 * value it does not take, so one caller can stop on problems and another can go on without them.
 */
export class ValueReader {
  readonly problems: ReadProblem[] = [];

  /** `known` names the keys each object (by its path) may have; others are problems. */
  constructor(private readonly known: Record<string, readonly string[]> = {}) {}

  problem(path: string, message: string): void {
    this.problems.push({ path, message });
  }

  /** An object's fields; a missing object is empty, anything else is a problem. */
  record(value: unknown, path: string): Input {
    if (isRecord(value)) {
      for (const key of Object.keys(value)) {
        if (this.known[path] && !this.known[path].includes(key)) {
          this.problem(path ? `${path}.${key}` : key, 'is not a setting');
        }
      }
      return value;
    }
    if (value !== undefined) this.problem(path || '(root)', 'must be an object');
    return {};
  }

  text(value: unknown, fallback: string, path: string, required = false): string {
    if (value === undefined) return fallback;
    if (typeof value !== 'string') {
      this.problem(path, 'must be a text');
      return fallback;
    }
    if (required && value.trim() === '') this.problem(path, 'must not be empty');
    return value.trim();
  }

  url(value: unknown, fallback: string, path: string): string {
    if (value === undefined) return fallback;
    const candidate = typeof value === 'string' ? value.trim() : '';
    if (candidate !== '' && isSafeUrl(candidate)) return candidate;
    this.problem(path, 'must be an http(s) address or a path on this site');
    return fallback;
  }

  number(value: unknown, min: number, max: number, fallback: number, path: string): number {
    if (value === undefined) return fallback;
    if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) {
      return value;
    }
    this.problem(path, `must be a number from ${min} to ${max}`);
    return fallback;
  }

  /** A list; entries `read` gives no value for are left out. */
  list<T>(
    value: unknown,
    fallback: T[],
    path: string,
    read: (item: unknown, at: string) => T | undefined,
  ): T[] {
    if (value === undefined) return fallback;
    if (!Array.isArray(value)) {
      this.problem(path, 'must be a list');
      return fallback;
    }
    return value.flatMap((item, index) => {
      const entry = read(item, `${path}.${index}`);
      return entry === undefined ? [] : [entry];
    });
  }

  link(value: unknown, path: string): NamedLink | undefined {
    const entry = this.record(value, path);
    const name = this.text(entry.name, '', `${path}.name`, true);
    const url = this.url(entry.url, '', `${path}.url`);
    return name && url ? { name, url } : undefined;
  }
}
