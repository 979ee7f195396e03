/**
 * The newest released versions the embedded update service knows about. The public network's
 * update server reads the same facts from two text files; here they live in one place so a
 * release only has to touch this file.
 */
export const NEWEST_VERSIONS = {
  /** DAPNET Core v1, last release (pom version of the Core the API contract was read from). */
  core: '1.1.5.6',
  /** The REST API version the Core reports beside it (the first three parts of `core`). */
  api: '1.1.5',
  /** This web front end (web/package.json). */
  web: '0.1.0',
} as const;

export type Component = keyof typeof NEWEST_VERSIONS;

/** Display names, in the order the answer lists them. */
export const COMPONENT_NAMES: Record<Component, string> = {
  core: 'DAPNET Core',
  api: 'DAPNET API',
  web: 'DAPNET Web',
};
