import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VALIDATION } from '@dapnet/model';
import { describe, expect, it } from 'vitest';
import en from 'virtual:catalogue/en';

const source = join(dirname(fileURLToPath(import.meta.url)), '..');

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const sections = Object.keys(en);
const keyLike = new RegExp(`['\`](?:${sections.join('|')})(?:\\.[A-Za-z0-9]+)+['\`]`, 'g');

describe('catalogue keys used in the code', () => {
  it('exist in English (the "en" texts of sections/)', () => {
    const missing: string[] = [];
    for (const file of files(source)) {
      for (const match of readFileSync(file, 'utf8').matchAll(keyLike)) {
        const key = match[0].slice(1, -1);
        if (!has(en, key)) missing.push(`${key} (${file.slice(source.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cover every validation message of the shared model', () => {
    expect(Object.values(VALIDATION).filter((key) => !has(en, key))).toEqual([]);
  });
});
