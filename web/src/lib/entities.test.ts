import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { allEntityPages, entityNavigation, entityPages, fillPath, sitePages } from './entities';

const routes = join(dirname(fileURLToPath(import.meta.url)), '..', 'app', 'routes');
const declared = [...Object.values(sitePages), ...allEntityPages().map(({ page }) => page)];

function text(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
}

describe('the page declarations', () => {
  it('give the standard pages their paths, titles, modules and access', () => {
    expect(entityPages.transmitterGroups.edit).toEqual({
      path: '/transmitters/groups/edit/:id',
      title: 'transmitterGroups.edit',
      module: 'transmitters/groups/edit',
      access: 'owner',
      withId: true,
    });
    expect(entityPages.nodes.edit.access).toBe('admin');
    expect(entityPages.calls.list).toMatchObject({ path: '/calls', withId: false });
  });

  it('title every page with a text of the catalogue', () => {
    expect(declared.filter((page) => typeof text(page.title) !== 'string')).toEqual([]);
  });

  it('name route modules that exist', () => {
    const missing = declared.filter((page) => !existsSync(join(routes, `${page.module}.tsx`)));
    expect(missing).toEqual([]);
  });

  it('declare every path once', () => {
    const paths = declared.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('link the navigation bar to declared pages with catalogue labels', () => {
    const links = entityNavigation.flatMap((entry) => ('links' in entry ? entry.links : [entry]));
    expect(links.every((link) => declared.includes(link.page))).toBe(true);
    const labels = [...entityNavigation.map((entry) => entry.label), ...links.map((l) => l.label)];
    expect(labels.filter((label) => typeof text(label) !== 'string')).toEqual([]);
  });

  it('fill in a record name, encoded', () => {
    expect(fillPath('/users/edit/:id', 'a b/c')).toBe('/users/edit/a%20b%2Fc');
    expect(fillPath('/users')).toBe('/users');
  });
});
