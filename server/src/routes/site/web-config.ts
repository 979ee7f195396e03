/**
 * The web app's runtime configuration (/config.json). Operators change addresses and texts
 * without rebuilding the web app (the previous front end compiled them in). Values come, in
 * rising precedence, from the defaults below, the environment (settings.web) and the JSON file
 * named by DAPNET_WEB_CONFIG. The result is checked once at start-up, so a broken file stops the
 * server with a clear message instead of breaking the web app at request time.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { WebSettings } from '../../config.js';
import { deepMerge, isJsonObject, type JsonObject } from './deep-merge.js';

const text = z.string().trim().min(1);
const link = z.strictObject({ name: text, url: text });

export const webConfigSchema = z.strictObject({
  apiUrl: text,
  updateUrl: text,
  directoryUrl: text,
  tileUrl: text,
  tileAttribution: z.string(),
  feedUrl: text,
  coverageUrl: text,
  wikiUrl: text,
  supportUrl: text,
  map: z.strictObject({
    center: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
    zoom: z.number().min(0).max(20),
  }),
  links: z.strictObject({
    sourceRepository: text,
    universityGroup: link,
    social: z.array(link),
    contact: text,
  }),
  /** The service provider named on the German legal notice (impress) page. */
  provider: z.strictObject({
    name: text,
    addressLines: z.array(z.string()),
    email: z.string(),
    phone: z.string(),
    website: z.string(),
  }),
  /** Custom home texts: a text, or one text per language code ({"en": ..., "de": ...}). */
  texts: z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())])),
});

export type WebConfig = z.output<typeof webConfigSchema>;

/** Defaults of the public DAPNET project for what the environment does not set. */
const PROJECT_DEFAULTS = {
  coverageUrl: '/assets/coverage',
  links: {
    sourceRepository: 'https://github.com/DecentralizedAmateurPagingNetwork',
    universityGroup: {
      name: 'Amateurfunkgruppe der RWTH Aachen',
      url: 'https://www.afu.rwth-aachen.de',
    },
    social: [
      { name: 'Twitter', url: 'https://twitter.com/RWTHAmateurfunk' },
      { name: 'Facebook', url: 'https://www.facebook.com/DL0UA' },
    ],
    contact: 'https://www.afu.rwth-aachen.de/ueber-uns/kontakt',
  },
  provider: {
    name: 'Amateurfunkgruppe an der RWTH Aachen',
    addressLines: ['Institut für Hochfrequenztechnik', '52074 Aachen'],
    email: 'support@hampager.de',
    phone: '+49 (0) 241 80 27959',
    website: 'https://www.afu.rwth-aachen.de',
  },
  texts: {},
};

function fromSettings(web: WebSettings): JsonObject {
  const { mapCenter, mapZoom, overridesFile: _file, ...addresses } = web;
  return { ...PROJECT_DEFAULTS, ...addresses, map: { center: mapCenter, zoom: mapZoom } };
}

function readOverrides(file: string): JsonObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`DAPNET_WEB_CONFIG: cannot read "${file}": ${(error as Error).message}`);
  }
  if (!isJsonObject(parsed)) {
    throw new Error(`DAPNET_WEB_CONFIG: "${file}" must contain a JSON object`);
  }
  return parsed;
}

/** Builds and checks the configuration; throws with every problem listed. */
export function buildWebConfig(web: WebSettings): WebConfig {
  const base = fromSettings(web);
  const merged = web.overridesFile ? deepMerge(base, readOverrides(web.overridesFile)) : base;
  const result = webConfigSchema.safeParse(merged);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    const source = web.overridesFile ? `DAPNET_WEB_CONFIG "${web.overridesFile}"` : 'settings';
    throw new Error(`Invalid web configuration from ${source}: ${problems}`);
  }
  return result.data;
}
