// Installs the workspace dependencies when they are missing or older than the lockfile, so that
// `npm start` and `npm test` work on a fresh clone without a separate install step.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`DAPNET Web needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

const installedMarker = 'node_modules/.package-lock.json';
const lockfile = 'package-lock.json';
const upToDate =
  existsSync(installedMarker) &&
  existsSync(lockfile) &&
  statSync(installedMarker).mtimeMs >= statSync(lockfile).mtimeMs;

if (!upToDate) {
  const command = existsSync(lockfile) ? 'npm ci' : 'npm install';
  console.log(`Installing dependencies (${command}) ...`);
  execSync(command, { stdio: 'inherit' });
}
