/**
 * The build's chunk groups (scripts/chunk-groups.ts) are folders: a file joins a chunk by being in
 * one. A folder that is renamed, moved or emptied would quietly send its code to another chunk
 * (and a first visit would load more, or more files): this fails instead. The web README's table
 * of which folder is which chunk is held against the groups too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FOLDER_GROUPS, folderLabel } from '../../scripts/chunk-groups';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repository = join(web, '..');

/** Where a group's folder is: the web app's sources, or a package installed for it. */
function locations(folder: string): string[] {
  if (folder.startsWith('src/')) return [join(web, folder)];
  return [join(web, folder), join(repository, folder)];
}

/** Files the build could take from a folder: anything but tests, in it or below it. */
function buildFiles(folder: string): string[] {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (name) => !/\.test\.tsx?$/.test(name) && statSync(join(folder, name)).isFile(),
  );
}

const folders = FOLDER_GROUPS.flatMap(({ name, folders }) =>
  folders.map((folder) => ({ group: name, folder })),
);

describe('the chunk groups', () => {
  it.each(folders)('$group: $folder exists and holds code', ({ folder }) => {
    const found = locations(folder).some((location) => buildFiles(location).length > 0);
    expect(found, `${folder} is missing or empty: move the group to its new folder`).toBe(true);
  });

  it('never put one folder inside another, so a file belongs to one group only', () => {
    const nested = folders.flatMap((outer) =>
      folders
        .filter((inner) => inner !== outer && inner.folder.startsWith(`${outer.folder}/`))
        .map(
          (inner) => `${inner.folder} (${inner.group}) is inside ${outer.folder} (${outer.group})`,
        ),
    );
    expect(nested).toEqual([]);
  });

  it("are the web README's table of which folder is which chunk", () => {
    const readme = readFileSync(join(web, 'README.md'), 'utf8');
    const firstVisit = readme.slice(readme.indexOf('## First visit'));
    const end = firstVisit.indexOf('\n## ', 1);
    const section = end < 0 ? firstVisit : firstVisit.slice(0, end);
    const rows = new Map(
      [...section.matchAll(/^\| `([\w-]+)` +\|([^|\n]*)\|/gm)].map((match) => [
        match[1]!,
        [...match[2]!.matchAll(/`([^`]+)`/g)].map((folder) => folder[1]),
      ]),
    );
    for (const { name, folders } of FOLDER_GROUPS) {
      expect(rows.get(name), `README row of chunk ${name}`).toEqual(folders.map(folderLabel));
    }
  });
});
