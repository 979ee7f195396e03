/** A JSON object (not an array, not null). */
export type JsonObject = { [key: string]: unknown };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys that would reach an object's prototype when assigned; never copied from a file. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Merges `override` into a copy of `base`: objects merge key by key, anything else (arrays
 * included) replaces. An operator can change one text without repeating the rest of the config.
 */
export function deepMerge(base: JsonObject, override: JsonObject): JsonObject {
  const result: JsonObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const current = result[key];
    result[key] = isJsonObject(current) && isJsonObject(value) ? deepMerge(current, value) : value;
  }
  return result;
}
