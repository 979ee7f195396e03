/**
 * The pages of the app, declared once (spec section 2). The router (app/router.tsx), the links
 * (lib/paths.ts), the navigation bar (app/layout/entity-links.tsx), the page titles and the
 * browser tests' route lists (e2e/tests/fixtures.ts) are all made from these declarations.
 * Plain data: the browser tests import this file, so it imports nothing but what a declaration
 * is (page-declaration.ts).
 */
import { entity, site, type PageDeclaration } from './page-declaration';

export type {
  Access,
  DeclaredPage,
  FirstVisit,
  PageColumn,
  PageDeclaration,
} from './page-declaration';

/** Pages open to everybody (the 404 page and logging out are the router's). */
export const sitePages = {
  // Its first screen shows a small map, whose tiles come from the tile server.
  home: site('/', 'home', { prerendered: 'home', preconnect: ['tiles'] }),
  login: site('/login', 'login', { prerendered: 'login', formatsNothing: true }),
  version: site('/version', 'version', { prerendered: 'version' }),
  impress: site('/impress', 'impress', { frame: 'narrow', formatsNothing: true }),
  privacy: site('/privacy', 'privacy', { frame: 'narrow', formatsNothing: true }),
};

/** The entities' pages, all behind the login; in the order of the navigation bar. */
export const entityPages = {
  calls: entity('calls', '/calls', {
    list: 'user',
    // Its own module, with the form: a first visit loads them together (routes/calls/new.tsx).
    // Its static frame is its whole first screen, the form empty, drawn before the app.
    new: { access: 'user', module: 'calls/new', firstVisit: { frame: 'newCall' } },
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
      firstVisit: { firstScreenNeedsNoData: true, preconnect: ['tiles'], frame: 'map' },
    },
    // The permalink of one transmitter: the same page, centred on it.
    mapDetail: {
      path: '/map/:id',
      title: 'transmitterMap.permalinkTitle',
      module: 'transmitters/map',
      access: 'user',
      firstVisit: { firstScreenNeedsNoData: true, preconnect: ['tiles'], frame: 'map' },
    },
    // Everybody may watch a transmitter (the Core shows transmitters to all); texts: see server.
    monitor: { path: '/monitor/:id', title: 'monitoring.transmitterTitle', access: 'user' },
    // How to set up the transmitter software, and its first connection live: for admins and its
    // owners (it shows the auth key), the page checks.
    // Its own narrow column (features/transmitters/guide): the frame holds nothing of it.
    guide: {
      path: '/guide/:id',
      title: 'transmitterGuide.title',
      access: 'owner',
      firstVisit: { frame: false },
    },
    // Which transmitters of a group or a map area share a slot where their areas meet.
    timeslots: {
      path: '/timeslots',
      title: 'timeslotPlanner.title',
      access: 'user',
      firstVisit: { frame: 'wide' },
    },
    // The user's own transmitters and nodes as they change; admins choose any owner (?owner=).
    sites: {
      path: '/sites',
      title: 'mySites.title',
      access: 'user',
      firstVisit: { frame: 'wide' },
    },
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
