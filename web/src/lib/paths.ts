/**
 * Every route of the app: `path` is the router pattern, `href` builds a link. Names and ids are
 * encoded, so a name can never add path segments.
 */
const id = (value: string) => encodeURIComponent(value);

const fixed = (path: string) => ({ path, href: () => path });
const withId = (base: string) => ({
  path: `${base}/:id`,
  href: (value: string) => `${base}/${id(value)}`,
});

export const paths = {
  home: fixed('/'),
  login: fixed('/login'),
  logout: fixed('/logout'),
  version: fixed('/version'),
  impress: fixed('/impress'),
  privacy: fixed('/privacy'),
  calls: {
    list: fixed('/calls'),
    new: fixed('/calls/new'),
  },
  subscribers: {
    list: fixed('/subscribers'),
    new: fixed('/subscribers/new'),
    edit: withId('/subscribers/edit'),
  },
  rubrics: {
    list: fixed('/rubrics'),
    new: fixed('/rubrics/new'),
    edit: withId('/rubrics/edit'),
    activate: fixed('/rubrics/activate'),
  },
  rubricContent: {
    list: fixed('/rubrics/content'),
    new: fixed('/rubrics/content/new'),
  },
  transmitters: {
    list: fixed('/transmitters'),
    new: fixed('/transmitters/new'),
    edit: withId('/transmitters/edit'),
    map: fixed('/transmitters/map'),
    mapDetail: withId('/transmitters/map'),
  },
  transmitterGroups: {
    list: fixed('/transmitters/groups'),
    new: fixed('/transmitters/groups/new'),
    edit: withId('/transmitters/groups/edit'),
  },
  nodes: {
    list: fixed('/nodes'),
    new: fixed('/nodes/new'),
    edit: withId('/nodes/edit'),
  },
  users: {
    list: fixed('/users'),
    new: fixed('/users/new'),
    edit: withId('/users/edit'),
  },
} as const;

/**
 * Where to go after logging in: only a path on this site. Anything else (another origin,
 * "//evil.example", a script URL) falls back to the home page.
 */
export function safeRedirectTarget(value: unknown): string {
  if (typeof value !== 'string') return paths.home.path;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return paths.home.path;
  }
  return value;
}
