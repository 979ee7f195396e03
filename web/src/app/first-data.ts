/**
 * How a page declares the data its first screen shows (web/README.md, "First visit"): its route
 * module `app/routes/<module>.tsx` has a data module beside it, `<module>.data.ts`, whose default
 * export names the module's pages like its exports do (`List`, `default`) and gives the query
 * options of each page's data:
 * the same ones the page's components run, so the cache hands them what was fetched as the
 * navigation started (app/route-data.ts). `first-data.test.tsx` renders each page and holds its
 * declared queries against the ones it runs.
 *
 * The data modules are part of the start-up set, and so is every module they import, with all
 * of its exports any page uses: none may bring the model's schemas (zod), which is why their
 * helpers (flattenNews, formatRic) live in model modules of their own.
 */
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { SessionUser } from '../features/session/session-store';
import { usersApi } from '../features/users/api';

// Options of any query; the pages read them with their own result types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuery = FetchQueryOptions<any, any, any, any>;

/** The queries of a page's first screen, for who is signed in (if anybody) and the address. */
export type FirstData = (user: SessionUser | null, search: URLSearchParams) => AnyQuery[];

/**
 * A data module's default export: the first data of each page of its route module, by the
 * module's export that renders the page (`List`, `default`; lib/entities.ts `component`).
 */
export type FirstDataModule = Partial<Record<string, FirstData>>;

/** Only for a signed-in user: the pages behind the login send everybody else home. */
export const signedIn =
  (queries: (user: SessionUser, search: URLSearchParams) => AnyQuery[]): FirstData =>
  (user, search) =>
    user ? queries(user, search) : [];

/** Admins also see the owners' names, which come from the user list. */
export const withUsersForAdmins = (user: SessionUser, query: AnyQuery): AnyQuery[] =>
  user.admin ? [query, usersApi.listQuery()] : [query];
