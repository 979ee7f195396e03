/**
 * The server folder, for the files the server reads at run time (SQL migrations, the sample
 * directory, the repository's data and web/dist folders). This file sits directly in `src/`, and
 * the compiled server is one file directly in `dist/` (scripts/build.mjs), so one level up is the
 * server folder in both: run through tsx from source, or with node from the build.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const REPOSITORY_ROOT = resolve(SERVER_ROOT, '..');
