import { resolve, sep } from 'node:path';
import { isFile } from '../../services/is-file.js';

/**
 * The file for a path relative to the build folder `root` (a URL path without its slash, or a
 * name from the build's pages manifest), or undefined: no dot-files, no escaping the folder,
 * only files that are there.
 */
export async function buildFile(root: string, relative: string): Promise<string | undefined> {
  if (relative === '' || relative.includes('\0')) return undefined;
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const path = resolve(root, relative);
  if (!path.startsWith(root + sep)) return undefined;
  return (await isFile(path)) ? relative : undefined;
}
