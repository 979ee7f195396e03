/**
 * Real coverage files (made by the network's terrain simulator and copied into the coverage
 * folder) take precedence over generated ones. A transmitter has real files when either its
 * .txt or its .png exists; the pair is then never mixed with a generated half, because the
 * bounds in one would not match the image in the other.
 */
import { join } from 'node:path';
import { isFile } from '../services/is-file.js';

export type CoverageExtension = 'txt' | 'png';

/** Lower-case letters, digits, '_' and '-': no dots or slashes can leave the folder. */
const SAFE_NAME = /^[a-z0-9_-]{1,64}$/;

/** The lower-cased name when it is safe to use as a file name, otherwise undefined. */
export function safeCoverageName(name: string): string | undefined {
  const lower = name.toLowerCase();
  return SAFE_NAME.test(lower) ? lower : undefined;
}

export type RealFile =
  { kind: 'file'; fileName: string } | { kind: 'incomplete' } | { kind: 'none' };

export async function findRealFile(
  folder: string,
  name: string,
  extension: CoverageExtension,
): Promise<RealFile> {
  const fileName = `${name}.${extension}`;
  if (await isFile(join(folder, fileName))) return { kind: 'file', fileName };
  const other = extension === 'txt' ? 'png' : 'txt';
  return (await isFile(join(folder, `${name}.${other}`)))
    ? { kind: 'incomplete' }
    : { kind: 'none' };
}
