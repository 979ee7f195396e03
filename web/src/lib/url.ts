/**
 * Normal spaces and the zero-width characters U+200B, U+200C, U+200D and U+FEFF. Names pasted
 * from chat or web pages often carry them; a name with one would address a different resource
 * than the one the user sees (and slip past the overwrite check).
 */
const INVISIBLE = / |\u200B|\u200C|\u200D|\uFEFF/g;

export function removeInvisible(value: string): string {
  return value.replace(INVISIBLE, '');
}

/**
 * Builds an API path from a template, cleaning and encoding every interpolated value as one path
 * segment: apiPath`transmitters/${name}` never lets a name add segments or a query.
 */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((path, part, index) => {
    const value =
      index < values.length ? encodeURIComponent(removeInvisible(String(values[index]))) : '';
    return path + part + value;
  }, '');
}

/** Joins a base address and a relative path with exactly one slash between them. */
export function joinUrl(base: string, path: string): string {
  if (path === '') return base;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Appends query parameters, each value encoded. */
export function withQuery(url: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
