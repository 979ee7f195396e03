import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from 'virtual:catalogue/en';
import { START_UP_TEXTS } from '../../scripts/catalogues.mjs';

/**
 * The English texts that ship with the app are only the sections the pages open to everybody
 * need (START_UP_TEXTS in scripts/catalogues.mjs); the rest load with the first other page. This walks the code a
 * visitor can run before that, from main.tsx and the site pages (app/routes/*.tsx) through every
 * import, static or lazy, except into the entity pages' modules (app/routes/<folder>/), and finds
 * the texts it names: each must be in the list (its section, or the key itself), or it would show
 * as its key. A key built at run time (`table.rowActions.${action}`) needs its whole section.
 * The page titles in lib/entities.ts are left out: a page shows its own title, once its texts
 * have arrived.
 */
const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const routes = join(web, 'app', 'routes');
const model = join(web, '..', '..', 'model', 'src', 'index.ts');

const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier === '@dapnet/model') return model;
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

const isEntityRoute = (file: string) => file.startsWith(routes + '/') && dirname(file) !== routes;

function reachable(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || isEntityRoute(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolveImport(file, match[1]!);
      if (target) queue.push(target);
    }
  }
  return seen;
}

const sitePages = readdirSync(routes)
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => join(routes, name));

describe('the texts that ship with the app', () => {
  const files = reachable([join(web, 'main.tsx'), ...sitePages]);
  const sections = Object.keys(en);
  const section = `(${sections.join('|')})`;
  // A whole key ('nodes.new') or a key's start built at run time (`table.rowActions.${…}`).
  const wholeKey = new RegExp(`['\`]${section}((?:\\.\\w+)+)['\`]`, 'g');
  const keyStart = new RegExp(`['\`]${section}(?:\\.\\w+)*\\.\\$\\{`, 'g');

  it('hold every text the pages open to everybody use', () => {
    const needed = new Map<string, string>();
    for (const file of files) {
      let code = readFileSync(file, 'utf8');
      if (file.endsWith(join('lib', 'entities.ts'))) code = code.replace(/title: .*/g, '');
      const texts = [
        ...[...code.matchAll(wholeKey)].map((match) => `${match[1]}${match[2]}`),
        ...[...code.matchAll(keyStart)].map((match) => match[1]!),
      ];
      for (const text of texts) {
        if (!needed.has(text)) needed.set(text, file.slice(web.length + 1));
      }
    }
    const covered = (text: string) =>
      START_UP_TEXTS.some((listed) => text === listed || text.startsWith(`${listed}.`));
    const missing = [...needed].filter(([text]) => !covered(text));
    expect(missing.map(([text, file]) => `${text} (first in ${file})`)).toEqual([]);
    // The walk must have found the shell and the home page, or it proves nothing.
    expect(files.has(join(web, 'app', 'layout', 'navigation-bar.tsx'))).toBe(true);
    expect(files.has(join(routes, 'home.tsx'))).toBe(true);
  });

  it('name only texts that exist', () => {
    const find = (text: string) =>
      text
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
    expect(START_UP_TEXTS.filter((text) => find(text) === undefined)).toEqual([]);
  });
});
