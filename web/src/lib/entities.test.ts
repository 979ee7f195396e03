import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from 'virtual:catalogue/en';
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
      module: 'transmitters/groups/index',
      component: 'Edit',
      access: 'owner',
      withId: true,
    });
    expect(entityPages.nodes.edit.access).toBe('admin');
    expect(entityPages.calls.list).toMatchObject({ path: '/calls', withId: false });
  });

  it('title every page with a text of the catalogue', () => {
    expect(declared.filter((page) => typeof text(page.title) !== 'string')).toEqual([]);
  });

  it('give the other pages a module of their own', () => {
    expect(entityPages.transmitters.map).toMatchObject({
      module: 'transmitters/map',
      component: 'default',
    });
    expect(entityPages.transmitters.mapDetail.module).toBe('transmitters/map');
  });

  it('name route modules that exist and export the page', () => {
    const missing = declared.filter((page) => {
      const file = join(routes, `${page.module}.tsx`);
      const exported =
        page.component === 'default'
          ? /^export default /m
          : new RegExp(`^export function ${page.component}\\(`, 'm');
      return !existsSync(file) || !exported.test(readFileSync(file, 'utf8'));
    });
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

describe('the first-visit declarations', () => {
  it('gives the prerendered pages and the pages with a map their first-visit needs', () => {
    const prerendered = declared.filter((page) => page.firstVisit?.prerendered);
    expect(prerendered.map((page) => page.path)).toEqual(['/', '/login', '/version']);
    // A prerendered file is sent for one address: its pattern may not name a record.
    expect(prerendered.every((page) => !page.withId)).toBe(true);
    const withTiles = declared.filter((page) => page.firstVisit?.preconnect?.includes('tiles'));
    expect(withTiles.map((page) => page.path)).toEqual([
      '/',
      '/transmitters/map',
      '/transmitters/map/:id',
    ]);
  });
});
