/**
 * The build's chunk groups (scripts/chunk-groups.ts) name source folders and files. Renaming or
 * moving one of them would quietly move its code to another chunk (and a first visit would load
 * more, or more files): this fails instead, naming what the groups should be told.
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NAMED_SOURCES } from '../../scripts/chunk-groups';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repository = join(web, '..');

/** Where a group's folder is: the web app's or the model's sources, or an installed package. */
function locations(folder: string): string[] {
  if (folder.startsWith('src/')) return [join(web, folder)];
  if (folder.startsWith('model/')) return [join(repository, folder)];
  const inPackages = folder === 'node_modules' ? '' : folder;
  return [join(web, 'node_modules', inPackages), join(repository, 'node_modules', inPackages)];
}

/** A folder of that name, or a file of that name with any extension (`format` → `format.ts`). */
function exists(location: string, path: string): boolean {
  const target = join(location, path);
  if (existsSync(target)) return true;
  const parent = dirname(target);
  return (
    existsSync(parent) &&
    readdirSync(parent).some((name) => name.startsWith(`${basename(target)}.`))
  );
}

describe('the chunk groups', () => {
  it('name folders and files that exist', () => {
    expect(NAMED_SOURCES.length).toBeGreaterThan(0);
    const missing = NAMED_SOURCES.filter(
      ({ folder, path }) => !locations(folder).some((location) => exists(location, path)),
    ).map(({ folder, path }) => `${folder}/${path}`);
    expect(missing).toEqual([]);
  });
});
