/**
 * Which modules the build puts into one file together (issue 9). Left to itself, the bundler
 * gives every set of pages that shares some modules a file of its own: a first visit to
 * /transmitters fetched 86 scripts and style sheets, most of them 1 to 2 KB. On a phone each file
 * costs a round trip (and a browser asks for at most six at a time over HTTP/1.1), which cost
 * more than the bytes: Lighthouse's largest paint of /calls came 1 s later than with these groups
 * (bench/README.md). e2e/tests/compression.spec.ts keeps the count of files low.
 *
 * Each group is one or a few whole folders (issue 27): a file joins a chunk by being in its
 * folder, and leaves it by moving out. A module a group takes brings what it imports along,
 * unless a group of higher priority (or the start-up set) took that first; what no group takes
 * stays with its page's own chunk, or is split by the bundler. web/README.md ("First visit")
 * has the table of which folder is which chunk; src/app/chunk-groups.test.ts fails when a
 * folder named here is gone or empty.
 */
import type { Rolldown } from 'vite';

/** One chunk: its file's name, the folders it takes, and its place in the order of taking. */
interface FolderGroup {
  name: string;
  /** Paths from web/ (`src/components/page`) or installed packages (`node_modules/leaflet`). */
  folders: string[];
  priority: number;
}

const SEPARATOR = String.raw`[\\/]`;

/** A module whose path has one of the folders in it, as a whole folder name. */
function inFolders(folders: string[]): RegExp {
  const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
  const paths = folders.map((folder) => folder.split('/').map(escape).join(SEPARATOR));
  return new RegExp(`${SEPARATOR}(?:${paths.join('|')})${SEPARATOR}`);
}

/** A folder as web/README.md names it: `components/page/`, or a package's name (`leaflet`). */
export function folderLabel(folder: string): string {
  return folder.startsWith('src/')
    ? `${folder.slice('src/'.length)}/`
    : folder.split('/').slice(1).join('/');
}

export const FOLDER_GROUPS: FolderGroup[] = [
  // How transmitters and nodes are marked on every map and in the lists (colours, positions,
  // coverage files), without the map library: first, so that a list that shows a status colour
  // does not load the map with it.
  { name: 'map-marks', folders: ['src/lib/map-marks'], priority: 4 },
  // The UI kit behind the widgets: its core (provider, styles system) and hooks, and the
  // provider, theme and base styles every widget of components/widgets/ wraps itself in. A kit
  // component comes with the widget that uses it (the select with the pickers, the modal and the
  // menu with the feedback): the whole package here would add them to every form's first visit.
  {
    name: 'kit',
    folders: [
      'node_modules/@mantine/core/esm/core',
      'node_modules/@mantine/hooks',
      'src/components/widgets/kit',
    ],
    priority: 3,
  },
  // The map: Leaflet, its React binding and our map components (the home page's map, the map
  // page, the location picker). The offline basemap's data stays apart: it loads only when tiles
  // fail.
  {
    name: 'map',
    folders: [
      'node_modules/leaflet',
      'node_modules/react-leaflet',
      'node_modules/@react-leaflet',
      'src/components/map',
    ],
    priority: 3,
  },
  // The parts of every page: the plain components, the title, side panel, error banner and the
  // wait for a form's code, the texts of errors, and who the user is.
  {
    name: 'page',
    folders: [
      'src/components/ui',
      'src/components/page',
      'src/lib/messages',
      'src/features/session/current-user',
    ],
    priority: 2,
  },
  // Small parts that the transmitter, node and user pages and the map share: status badges and
  // the pie chart, links to mail, map and planner, export fields,
  // time slots, the transmitters' live columns and figures. Each is 1 to 2 KB; apart, they were
  // a dozen requests per page.
  {
    name: 'records',
    folders: [
      'src/components/records',
      'src/lib/records',
      'src/lib/timeslots',
      'src/features/transmitters/status',
    ],
    priority: 2,
  },
  // What loads after every signed-in page's first screen (lib/first-screen.ts): the count of
  // unread pages in the navigation bar and the watch of one's own sites. One file instead of six.
  {
    name: 'signed-in',
    folders: ['src/features/calls/unread-count', 'src/features/my-sites/site-watch'],
    priority: 2,
  },
  // The live event stream, which every signed-in page opens at once (a change it missed would
  // not be shown), and the polls that rest while it is up: apart from the above, so that it does
  // not bring their code and requests before a page's first rows. Before the group above, whose
  // unread count polls too and would otherwise take the polls' module along.
  { name: 'live-events', folders: ['src/lib/live-events'], priority: 3 },
  // The pickers (the kit's combobox, select and multiselect) and what the kit's popovers share:
  // positioning, portal, transitions, scroll area. Before the feedback, so that those shared
  // parts come here: a form's first screen has pickers but shows no dialog, toast or menu yet.
  { name: 'pickers', folders: ['src/components/widgets/pickers'], priority: 2 },
  // What a save, a delete or a menu shows: the dialog and toast hosts and the menus' dropdowns,
  // with the UI kit's modal, notifications and menu (and the popover parts of the pickers' chunk).
  // A screen with a form or deletes fetches them at the user's first press, key or focus on it,
  // a menu at the first sign of use of its button (issue 28: they must be there when the server
  // has gone away); together they are one file, not twelve.
  { name: 'feedback', folders: ['src/components/widgets/feedback'], priority: 2 },
  // What every list page is made of: the overview page, the table and the record actions.
  {
    name: 'lists',
    folders: [
      'src/components/overview-page',
      'src/components/data-table',
      'src/components/record-actions',
    ],
    priority: 1,
  },
  // How a call or a rubric's content was delivered: the receipts' status and the lists' column
  // of it (calls, my pages, rubric content, a call's details). Apart, two files on each.
  { name: 'delivery', folders: ['src/components/delivery'], priority: 1 },
];

export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  // Everything the app needs to start, in one file instead of fourteen.
  { name: 'start', tags: ['$initial'], priority: 5 },
  ...FOLDER_GROUPS.map(({ name, folders, priority }) => ({
    name,
    test: inFolders(folders),
    priority,
  })),
];
