import { describe, expect, it } from 'vitest';
import {
  matchesPattern,
  pagePatternFor,
  type PageManifestEntry,
  type PagesManifest,
} from './pages-manifest.js';

const entry = (module: string): PageManifestEntry => ({
  module,
  code: [],
  css: [],
  preconnect: [],
  data: [],
});

/** Patterns as the web app declares them, in its order (a record's page after the fixed ones). */
const manifest: PagesManifest = {
  startUp: { code: [], css: [] },
  pages: {
    '/': entry('home'),
    '/calls': entry('calls/index'),
    '/calls/:id': entry('calls/detail'),
    '/calls/new': entry('calls/new'),
    '/transmitters/map': entry('transmitters/map'),
    '/transmitters/map/:id': entry('transmitters/map'),
    '/transmitters/edit/:id': entry('transmitters/edit'),
  },
};

describe('matchesPattern', () => {
  it.each([
    ['/transmitters/edit/:id', '/transmitters/edit/db0abc'],
    ['/transmitters/edit/:id', '/transmitters/edit/db0abc/'],
    ['/calls', '/calls'],
    ['/calls', '/calls/'],
    ['/calls', '/Calls'],
    ['/', '/'],
    ['/', ''],
  ])('%s matches %s', (pattern, path) => {
    expect(matchesPattern(pattern, path)).toBe(true);
  });

  it.each([
    ['/transmitters/edit/:id', '/transmitters/edit'],
    ['/transmitters/edit/:id', '/transmitters/edit/'],
    ['/transmitters/edit/:id', '/transmitters/edit/db0abc/more'],
    ['/transmitters/edit/:id', '/transmitters/edit//x'],
    ['/calls', '/calls/new'],
    ['/calls', '/callsx'],
    ['/calls/new', '/calls'],
    ['/', '/calls'],
  ])('%s does not match %s', (pattern, path) => {
    expect(matchesPattern(pattern, path)).toBe(false);
  });
});

describe('pagePatternFor', () => {
  it.each([
    ['/', '/'],
    ['/calls', '/calls'],
    ['/calls/', '/calls'],
    ['/calls/new', '/calls/new'],
    ['/calls/1234', '/calls/:id'],
    ['/transmitters/map', '/transmitters/map'],
    ['/transmitters/map/db0abc', '/transmitters/map/:id'],
    ['/transmitters/edit/db0abc', '/transmitters/edit/:id'],
  ])('finds the page at %s: %s', (path, pattern) => {
    expect(pagePatternFor(manifest, path)).toBe(pattern);
  });

  it('prefers a fixed segment over a parameter wherever the patterns are listed', () => {
    // `/calls/:id` comes before `/calls/new` above: the fixed one still wins, as in the router.
    expect(pagePatternFor(manifest, '/calls/NEW')).toBe('/calls/new');
  });

  it.each(['/nothing', '/calls/1/2', '/transmitters/edit', '/api/calls'])(
    'finds no page at %s',
    (path) => {
      expect(pagePatternFor(manifest, path)).toBeUndefined();
    },
  );
});
