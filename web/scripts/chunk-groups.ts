/**
 * Which modules the build puts into one file together (issue 9). Left to itself, the bundler
 * gives every set of pages that shares some modules a file of its own: a first visit to
 * /transmitters fetched 86 scripts and style sheets, most of them 1 to 2 KB. On a phone each file
 * costs a round trip (and a browser asks for at most six at a time over HTTP/1.1), which cost
 * more than the bytes: Lighthouse's largest paint of /calls came 1 s later than with these groups
 * (bench/README.md). Each group is code that (nearly) always loads together; what no group names
 * is still split by the bundler. e2e/tests/compression.spec.ts keeps the count of files low.
 *
 * A module a group takes brings its own imports along unless a group of higher priority took
 * them, so a group names the components it is about, and the UI kit's pieces they use follow.
 */
import type { Rolldown } from 'vite';

const SEPARATOR = String.raw`[\\/]`;

/**
 * Every folder or file the groups below name, as `modulesIn` was given it: a renamed or moved
 * file would otherwise quietly leave its group for another chunk, so src/app/chunk-groups.test.ts
 * fails when one of them no longer exists.
 */
export const NAMED_SOURCES: { folder: string; path: string }[] = [];

/**
 * Modules in `folder` (a path ending in a package or source folder) whose path inside it starts
 * with one of `paths`: a folder, or a file named without its extension.
 */
function modulesIn(folder: string, paths: string[]): RegExp {
  NAMED_SOURCES.push(...paths.map((path) => ({ folder, path })));
  const path = (text: string) => text.split('/').join(SEPARATOR);
  const names = paths.map(path).join('|');
  return new RegExp(`${path(folder)}${SEPARATOR}(?:${names})(?:${SEPARATOR}|\\.)`);
}

function anyOf(...patterns: RegExp[]): (id: string) => boolean {
  return (id) => patterns.some((pattern) => pattern.test(id));
}

/** The UI kit's components that the frame of every kit page and the login form are made of. */
const KIT_COMPONENTS = [
  'Alert',
  'Anchor',
  'Button',
  'Checkbox',
  'CloseButton',
  'Container',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'PasswordInput',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
  'VisuallyHidden',
];

export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  // Everything the app needs to start, in one file instead of fourteen.
  { name: 'start', tags: ['$initial'], priority: 5 },
  // What the home page (and its map) shares with other pages, on its own: in a group below, it
  // would bring the UI kit to the home page.
  {
    name: 'home-shared',
    test: anyOf(
      modulesIn('src/lib', ['format']),
      modulesIn('src/components/map', ['marker-style', 'coverage-url']),
    ),
    priority: 4,
  },
  // The UI kit behind the widgets (components/widgets/): its provider, its core and hooks, and
  // the components the map's side panel still uses directly.
  {
    name: 'kit',
    test: anyOf(
      modulesIn('src/components', ['widgets/widget-provider', 'kit/kit-provider']),
      modulesIn('@mantine/core/esm', [
        'core',
        ...KIT_COMPONENTS.map((name) => `components/${name}`),
      ]),
      modulesIn('@mantine', ['hooks']),
      // Their styles are imported by the map's side panel too: here, it needs no list code for them.
      modulesIn('@mantine/core/styles', ['Input', 'Popover']),
    ),
    priority: 3,
  },
  // The map: Leaflet, its React binding and our map components (the home page's map, the map
  // page, the location picker). The offline basemap's data stays apart: it loads only when tiles
  // fail.
  {
    name: 'map',
    test: anyOf(
      modulesIn('node_modules', ['leaflet', 'react-leaflet', '@react-leaflet']),
      modulesIn('src/components', ['map']),
    ),
    priority: 3,
  },
  // The parts of a page: its title, side panel, error banner, the wait for a form's code, and
  // who the user is (the lists, the map, the version and legal pages).
  {
    name: 'page-parts',
    test: anyOf(
      modulesIn('src/components', [
        'ui',
        'page-title',
        'titled-section',
        'side-panel',
        'error-banner',
        'form/lazy-form',
        'form/loading-page',
      ]),
      modulesIn('src/lib', ['use-message', 'error-messages']),
      modulesIn('src/features/session', ['use-current-user', 'permissions']),
    ),
    priority: 2,
  },
  // Small parts that the transmitter, node and user pages and the map share: statuses, links,
  // charts and export fields (nothing that brings the kit's menus, which only the lists need).
  // Each is 1 to 2 KB; apart, they were a dozen requests per page.
  {
    name: 'record-parts',
    test: anyOf(
      modulesIn('src/components', ['transmitter-status-badge', 'node-status', 'charts/pie-chart']),
      modulesIn('src/lib', [
        'live-state',
        'mail-links',
        'owner-mail',
        'map-links',
        'timeslot-links',
        'export/fields',
      ]),
      modulesIn('src/features/transmitters', ['live-columns', 'transmitter-stats']),
      modulesIn('model/src', ['time-slots', 'limits', 'record-choices']),
    ),
    priority: 2,
  },
  // What loads after every signed-in page: the count of unread pages in the navigation bar, the
  // watch of one's own sites and the live event stream. One file instead of eight.
  {
    name: 'signed-in',
    test: anyOf(
      modulesIn('src/features/calls', ['unread-pages-count', 'use-my-pages', 'my-pages']),
      modulesIn('src/features/my-sites', ['site-watch-notifier', 'use-site-watch']),
      modulesIn('src/features/session', ['use-user-settings']),
      modulesIn('src/lib', ['browser-notifications', 'live-events']),
    ),
    priority: 2,
  },
  // What a save or a delete shows: the dialogs and the toasts, with the UI kit's modal and
  // notifications. Forms and tables with deletes fetch them as they appear (issue 28: they must be
  // there when the server has gone away); together they are one file, not twelve.
  {
    name: 'feedback',
    test: modulesIn('src/components', [
      'dialogs/dialog-host',
      'widgets/toast-host',
      'widgets/toast-api',
    ]),
    priority: 2,
  },
  // What every list page is made of: the overview page, the table and the record actions.
  {
    name: 'lists',
    test: modulesIn('src/components', [
      'overview-page',
      'data-table',
      'form/use-delete-action',
      'form/edit-record',
      'form/no-permission-page',
    ]),
    priority: 1,
  },
];
