/**
 * The pages of the app, declared once (spec section 2). The router (app/router.tsx), the links
 * (lib/paths.ts), the navigation bar (app/layout/entity-links.tsx), the page titles and the
 * browser tests' route lists (e2e/tests/fixtures.ts) are all made from these declarations.
 * Plain data: the browser tests import this file, so it imports nothing.
 */

/**
 * Who may open a page. `user`: anybody signed in. `admin`: admins only; the router shows
 * everybody else the permission message. `owner`: admins and the record's owners; the page
 * itself checks, as only it knows the record (EditRecord's `mayEdit`).
 */
export type Access = 'public' | 'user' | 'admin' | 'owner';

export interface PageDeclaration {
  /** Router pattern; `:id` stands for the record's name. */
  path: string;
  /** Catalogue key of the page title (heading and document title). */
  title: string;
  /** Route module below app/routes/, without its extension. */
  module: string;
  /**
   * The module's export that renders the page: `List`, `New` and `Edit` for the standard pages,
   * which share their entity's module; `default` for a page with a module of its own.
   */
  component: string;
  access: Access;
  /** Whether the path names a record (`:id`), so that a link to it needs the record's name. */
  withId: boolean;
  /** What a first visit straight to this page needs besides its code (see FirstVisit). */
  firstVisit?: FirstVisit;
}

/**
 * What the first visit to a page needs, declared with the page (web/README.md, "First visit").
 * The build writes it, with the page's chunk files, into `pages-manifest.json`
 * (scripts/pages-manifest.ts), which the prerender step and the server read; the start-up code
 * (main.tsx, prerender/take-over.ts) reads it here. The page's data is declared beside its route
 * module, in `app/routes/<module>.data.ts` (app/route-data.ts).
 */
export interface FirstVisit {
  /**
   * The build renders the page's first screen into its own HTML file, `<name>.html`, which the
   * server sends for the path (only for a path without `:id`).
   */
  prerendered?: string;
  /**
   * The origins of these configured addresses the page connects to at once (the map's tiles,
   * `tileUrl` of the configuration), before it asks for anything there.
   */
  preconnect?: 'tiles'[];
  /**
   * The page's first screen needs none of its data (the map: its tiles), so its first render
   * does not wait for the data (main.tsx). A list's first screen is its rows: it waits a little.
   */
  firstScreenNeedsNoData?: boolean;
}

interface PageOptions {
  /** Path below the entity's base; the standard pages (list, new, edit) have their own. */
  path?: string;
  title?: string;
  module?: string;
  access: Access;
  firstVisit?: FirstVisit;
}

/** The standard pages: the list at the base, `new` below it, `edit/:id` for one record. */
const STANDARD: Record<string, { path: string; title: string; component: string }> = {
  list: { path: '', title: 'title', component: 'List' },
  new: { path: '/new', title: 'new', component: 'New' },
  edit: { path: '/edit/:id', title: 'edit', component: 'Edit' },
};

/** A declared page whose type says whether its path names a record (for typed links). */
export type DeclaredPage<WithId extends boolean = boolean> = PageDeclaration & { withId: WithId };

type NamesRecord<Name, Options> = Name extends 'edit'
  ? true
  : Options extends { path: `${string}:id${string}` }
    ? true
    : false;

/**
 * One entity's pages. `namespace` is its catalogue section (titles default to `<namespace>.title`,
 * `.new` and `.edit`), `base` its path. Its route modules sit in the same folders below
 * app/routes/: the standard pages are the named exports `List`, `New` and `Edit` of one module
 * (`/transmitters/groups` → `app/routes/transmitters/groups/index.tsx`), every other page is the
 * default export of its own (`entityPages.transmitters.map` → `app/routes/transmitters/map.tsx`).
 */
function entity<const Pages extends Record<string, Access | PageOptions>>(
  namespace: string,
  base: string,
  pages: Pages,
): { [Name in keyof Pages]: DeclaredPage<NamesRecord<Name, Pages[Name]>> } {
  const folder = base.slice(1);
  const declared = Object.entries(pages).map(([name, value]) => {
    const options = typeof value === 'string' ? { access: value } : value;
    const standard = STANDARD[name];
    const path = options.path ?? standard?.path;
    if (path === undefined) throw new Error(`${namespace}.${name} needs a path`);
    const page: PageDeclaration = {
      path: `${base}${path}`,
      title: options.title ?? `${namespace}.${standard?.title ?? name}`,
      module: options.module ?? (standard ? `${folder}/index` : `${folder}/${name}`),
      component: standard && !options.module ? standard.component : 'default',
      access: options.access,
      withId: path.includes(':id'),
      ...(options.firstVisit && { firstVisit: options.firstVisit }),
    };
    return [name, page];
  });
  return Object.fromEntries(declared) as never;
}

const site = (path: string, name: string, firstVisit?: FirstVisit): DeclaredPage<false> => ({
  path,
  title: `pageTitle.${name}`,
  module: name,
  component: 'default',
  access: 'public',
  withId: false,
  ...(firstVisit && { firstVisit }),
});

/** Pages open to everybody (the 404 page and logging out are the router's). */
export const sitePages = {
  // Its first screen shows a small map, whose tiles come from the tile server.
  home: site('/', 'home', { prerendered: 'home', preconnect: ['tiles'] }),
  login: site('/login', 'login', { prerendered: 'login' }),
  version: site('/version', 'version', { prerendered: 'version' }),
  impress: site('/impress', 'impress'),
  privacy: site('/privacy', 'privacy'),
};

/** The entities' pages, all behind the login; in the order of the navigation bar. */
export const entityPages = {
  calls: entity('calls', '/calls', {
    list: 'user',
    new: 'user',
    // The calls to the subscribers the user owns (the Core lets every user read all calls).
    mine: { path: '/mine', title: 'myPages.title', access: 'user' },
    // One call and its delivery per transmitter: for its sender, admins and the owners of the
    // called subscribers (the server checks; a real Core reports no delivery).
    detail: { path: '/:id', title: 'calls.detail', access: 'owner' },
  }),
  subscribers: entity('subscribers', '/subscribers', {
    list: 'user',
    new: 'admin',
    edit: { access: 'owner', title: 'subscribers.editLegend' },
  }),
  rubrics: entity('rubrics', '/rubrics', {
    list: 'user',
    new: 'admin',
    edit: 'owner',
    // Every user may activate rubrics on their own pager.
    activate: { path: '/activate', title: 'rubrics.activation.legend', access: 'user' },
    // A rubric's ten slots, for those who may post to it (admins, its owners): the page checks.
    board: { path: '/board/:id', title: 'rubricBoard.title', access: 'owner' },
  }),
  rubricContent: entity(
    'rubricContent',
    '/rubrics/content',
    // Content goes only into rubrics one owns: the page checks.
    {
      list: 'user',
      new: 'owner',
      // One content and its delivery: for its poster, admins and the rubric's owners (as calls).
      detail: { path: '/:id', title: 'rubricContent.detail', access: 'owner' },
    },
  ),
  transmitters: entity('transmitters', '/transmitters', {
    list: 'user',
    new: 'admin',
    edit: 'owner',
    map: {
      path: '/map',
      title: 'transmitterMap.title',
      access: 'user',
      firstVisit: { firstScreenNeedsNoData: true, preconnect: ['tiles'] },
    },
    // The permalink of one transmitter: the same page, centred on it.
    mapDetail: {
      path: '/map/:id',
      title: 'transmitterMap.permalinkTitle',
      module: 'transmitters/map',
      access: 'user',
      firstVisit: { firstScreenNeedsNoData: true, preconnect: ['tiles'] },
    },
    // Everybody may watch a transmitter (the Core shows transmitters to all); texts: see server.
    monitor: { path: '/monitor/:id', title: 'monitoring.transmitterTitle', access: 'user' },
    // How to set up the transmitter software, and its first connection live: for admins and its
    // owners (it shows the auth key), the page checks.
    guide: { path: '/guide/:id', title: 'transmitterGuide.title', access: 'owner' },
    // Which transmitters of a group or a map area share a slot where their areas meet.
    timeslots: { path: '/timeslots', title: 'timeslotPlanner.title', access: 'user' },
    // The user's own transmitters and nodes as they change; admins choose any owner (?owner=).
    sites: { path: '/sites', title: 'mySites.title', access: 'user' },
  }),
  transmitterGroups: entity('transmitterGroups', '/transmitters/groups', {
    list: 'user',
    new: 'admin',
    edit: 'owner',
  }),
  // Nodes have owners, but only admins may change them (the Core checks no owner on nodes).
  nodes: entity('nodes', '/nodes', {
    list: 'user',
    new: 'admin',
    edit: 'admin',
    monitor: { path: '/monitor/:id', title: 'monitoring.nodeTitle', access: 'user' },
  }),
  users: entity(
    'users',
    '/users',
    // Users may change themselves: "owner" of their own record.
    { list: 'user', new: 'admin', edit: 'owner' },
  ),
};

export type EntityName = keyof typeof entityPages;

/** A link of the navigation bar: a page and the catalogue key of its label. */
export interface NavLinkDeclaration {
  page: PageDeclaration;
  label: string;
  /** Draws a line above the entry in a menu. */
  divided?: boolean;
  /** A count shown beside the label, loaded only once someone is signed in. */
  count?: 'unreadPages';
}

/** An entry of the navigation bar: a link, or a menu of links marked while one of them is open. */
export type NavEntry = NavLinkDeclaration | { label: string; links: NavLinkDeclaration[] };

const { calls, subscribers, rubrics, rubricContent, transmitters, transmitterGroups } = entityPages;

/** The navigation bar's entity entries, for signed-in users. */
export const entityNavigation: NavEntry[] = [
  { page: calls.list, label: 'nav.calls' },
  { page: calls.mine, label: 'nav.myPages', count: 'unreadPages' },
  { page: subscribers.list, label: 'nav.subscribers' },
  {
    label: 'nav.rubrics',
    links: [
      { page: rubrics.list, label: 'nav.rubricsAll' },
      { page: rubrics.activate, label: 'nav.rubricsActivate' },
      { page: rubricContent.list, label: 'nav.rubricContent', divided: true },
    ],
  },
  {
    label: 'nav.transmitters',
    links: [
      { page: transmitters.list, label: 'nav.transmittersAll' },
      { page: transmitters.sites, label: 'nav.transmittersMine' },
      { page: transmitters.map, label: 'nav.transmittersMap' },
      { page: transmitters.timeslots, label: 'nav.transmittersTimeslots' },
      { page: transmitterGroups.list, label: 'nav.transmitterGroups', divided: true },
    ],
  },
  { page: entityPages.nodes.list, label: 'nav.nodes' },
  { page: entityPages.users.list, label: 'nav.users' },
];

/** Every entity page, in declaration order, with the entity it belongs to. */
export function allEntityPages(): { entity: EntityName; page: PageDeclaration }[] {
  return Object.entries(entityPages).flatMap(([entity, pages]) =>
    Object.values<PageDeclaration>(pages).map((page) => ({ entity: entity as EntityName, page })),
  );
}

/** Every page declared here: the site's pages, then the entities' pages. */
export function allPages(): PageDeclaration[] {
  return [...Object.values(sitePages), ...allEntityPages().map(({ page }) => page)];
}

/** Fills in a pattern's `:id`, encoded so that a name can never add path segments. */
export function fillPath(pattern: string, id?: string): string {
  return id === undefined ? pattern : pattern.replace(':id', encodeURIComponent(id));
}
