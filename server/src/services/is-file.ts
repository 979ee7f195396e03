import { stat } from 'node:fs/promises';

/** True when `path` is an existing regular file; missing paths and folders are false. */
export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
