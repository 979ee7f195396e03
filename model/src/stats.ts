import { z } from 'zod';

/** GET /stats. `callsTotal` and `newsTotal` are lifetime counters; the rest are current counts. */
export const statsSchema = z.object({
  users: z.number(),
  calls: z.number(),
  callsTotal: z.number(),
  callSigns: z.number(),
  news: z.number(),
  newsTotal: z.number(),
  rubrics: z.number(),
  nodesTotal: z.number(),
  nodesOnline: z.number(),
  transmittersTotal: z.number(),
  transmittersOnline: z.number(),
});

export type Stats = z.output<typeof statsSchema>;

/** GET /core/version. */
export const versionSchema = z.object({
  core: z.string(),
  api: z.string(),
});

export type Version = z.output<typeof versionSchema>;
