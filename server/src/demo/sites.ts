/**
 * Where the demo transmitters stand: real towns across Europe, so the map looks like the real
 * network. The table (sites.json, checked here as it loads) fixes what screens and tests rely on
 * (status, usage, power, owners); the rest (devices, slots, antennas) is filled in from the
 * seeded generator.
 */
import { TRANSMITTER_STATUSES } from '@dapnet/model';
import { z } from 'zod';
import table from './sites.json';

const COUNTRIES = [
  'DE',
  'NL',
  'BE',
  'LU',
  'FR',
  'AT',
  'CH',
  'PL',
  'IT',
  'ES',
  'PT',
  'SE',
  'CZ',
  'DK',
] as const;

export type Country = (typeof COUNTRIES)[number];

const siteSchema = z.object({
  name: z.string(),
  country: z.enum(COUNTRIES),
  /** North Rhine-Westphalia, for the `dl-nw` group. */
  northWest: z.boolean().optional(),
  latitude: z.string(),
  longitude: z.string(),
  /** Watts; above 1 W a transmitter is widerange, otherwise personal. */
  power: z.string(),
  status: z.enum(TRANSMITTER_STATUSES),
  ownerNames: z.array(z.string()),
  /** An OFFLINE transmitter that was registered but has never connected. */
  neverConnected: z.boolean().optional(),
});

export type Site = z.output<typeof siteSchema>;

export const SITES: readonly Site[] = z.array(siteSchema).parse(table);
