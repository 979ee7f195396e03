/**
 * Trims every string in a request body, at any depth (owner lists, pager lines, ...). The old
 * front end trimmed only top-level strings, so " alice" inside ownerNames reached the server.
 */
export function deepTrim<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((item: unknown) => deepTrim(item)) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, deepTrim(item)]),
    ) as T;
  }
  return value;
}
