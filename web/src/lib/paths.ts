import { type DeclaredPage, entityPages, fillPath, sitePages } from './entities';

/** A page's router pattern and a link builder; a page of one record needs its name. */
type PageLink<Page> =
  Page extends DeclaredPage<true>
    ? { path: string; href: (id: string) => string }
    : { path: string; href: () => string };

type Links<Pages> = { [Name in keyof Pages]: PageLink<Pages[Name]> };

function link<Page extends DeclaredPage>(page: Page): PageLink<Page> {
  return { path: page.path, href: (id?: string) => fillPath(page.path, id) } as PageLink<Page>;
}

function links<Pages extends Record<string, DeclaredPage>>(pages: Pages): Links<Pages> {
  const entries = Object.entries(pages).map(([name, page]) => [name, link(page)]);
  return Object.fromEntries(entries) as Links<Pages>;
}

/**
 * Every route of the app (lib/entities.ts declares them): `path` is the router pattern, `href`
 * builds a link. Names and ids are encoded, so a name can never add path segments.
 */
export const paths = {
  ...links(sitePages),
  logout: { path: '/logout', href: () => '/logout' },
  ...(Object.fromEntries(
    Object.entries(entityPages).map(([entity, pages]) => [entity, links(pages)]),
  ) as { [Entity in keyof typeof entityPages]: Links<(typeof entityPages)[Entity]> }),
};

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
