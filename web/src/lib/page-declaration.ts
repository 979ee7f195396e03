/**
 * What a page declaration is, and the two builders of lib/entities.ts: `entity` (an entity's
 * standard and own pages) and `site` (a public page). Plain data like the declarations: the
 * browser tests and the build scripts import it, so it imports nothing.
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
  /**
   * The page's first screen shows no number or date formatted for the reader (the login form, the
   * legal texts): the start-up does not build the formatters for it (main.tsx). The first one
   * loads the language's data, a task of 60 to 120 ms on a phone's CPU, spent for nothing there.
   */
  formatsNothing?: boolean;
  /**
   * The column the page's first screen is drawn in, for its part of the static frame: a page
   * that is not prerendered gets its title in that column in its served HTML, in the visitor's
   * language, so it paints before any script has run (web/README.md, "First visit"). `page` (the
   * default) is the standard column (components/ui/layout.module.css `page`), `wide` and `narrow`
   * its wider and narrower kinds, `map` the map page's own, `newCall` the new-call page's whole
   * first screen, its empty form (prerender/new-call-frame.tsx); `false` for a page whose first
   * screen does not start with its title in one of these (the frame then holds nothing of it).
   */
  frame?: PageColumn | false;
}

/** The columns a page's first screen is drawn in (prerender/page-frame.tsx has their classes). */
export type PageColumn = 'page' | 'wide' | 'narrow' | 'map' | 'newCall';

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
export function entity<const Pages extends Record<string, Access | PageOptions>>(
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

export const site = (path: string, name: string, firstVisit?: FirstVisit): DeclaredPage<false> => ({
  path,
  title: `pageTitle.${name}`,
  module: name,
  component: 'default',
  access: 'public',
  withId: false,
  ...(firstVisit && { firstVisit }),
});
