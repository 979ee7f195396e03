/**
 * Lenient readers for values of a Core State.json. The Core wrote the file with Gson, which omits
 * null fields and reads numbers given for text fields (and numeric text for numbers), so a
 * missing or oddly typed field falls back to the Core's default instead of failing the import.
 */
import type { Address } from '@dapnet/model';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return fallback;
}

export function textOrNull(value: unknown): string | null {
  return value == null ? null : text(value, '') || null;
}

function numeric(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return undefined;
}

export function decimal(value: unknown, fallback: number): number {
  return numeric(value) ?? fallback;
}

export function integer(value: unknown, fallback: number): number {
  const number = numeric(value);
  return number !== undefined && Number.isInteger(number) ? number : fallback;
}

export function flag(value: unknown): boolean {
  return value === true || value === 'true';
}

/** A reference list, kept as written (the Core stores references with their case). */
export function names(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
}

export function oneOf<const T extends readonly string[]>(
  value: unknown,
  allowed: T,
  fallback: T[number],
): T[number] {
  return typeof value === 'string' && allowed.includes(value) ? value : fallback;
}

export function address(value: unknown): Address | null {
  if (!isObject(value)) return null;
  const host = text(value.ip_addr, '');
  const port = integer(value.port, -1);
  return host !== '' && port >= 0 ? { ip_addr: host, port } : null;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * An instant as ISO-8601 text. ISO text is kept exactly (the Core writes micro- or nanoseconds);
 * epoch milliseconds and the old java.util.Date text ("Dec 23, 2015 4:34:15 PM") are converted.
 */
export function instant(value: unknown): string | null {
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return value;
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
  }
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return null;
}

/** Describes a value for an error message without echoing all of it. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
