/**
 * Transmitter groups: `all` plus regional groups owned by the local users, so ordinary users
 * have groups of their own to edit. Membership follows the sites' countries.
 */
import { ALL_TRANSMITTERS_GROUP, type TransmitterGroup } from '@dapnet/model';
import { SITES, type Country, type Site } from './sites.js';

interface Region {
  name: string;
  description: string;
  ownerNames: string[];
  includes(site: Site): boolean;
}

const inCountries =
  (...countries: Country[]) =>
  (site: Site) =>
    countries.includes(site.country);

const REGIONS: readonly Region[] = [
  {
    name: ALL_TRANSMITTERS_GROUP,
    description: 'Every transmitter of the network',
    ownerNames: ['admin'],
    includes: () => true,
  },
  {
    name: 'dl-all',
    description: 'All transmitters in Germany',
    ownerNames: ['dl1abc'],
    includes: inCountries('DE'),
  },
  {
    name: 'dl-nw',
    description: 'North Rhine-Westphalia (Aachen, Köln, Münster)',
    ownerNames: ['db9xyz', 'dl1abc'],
    includes: (site) => site.northWest === true,
  },
  {
    name: 'benelux',
    description: 'Belgium, the Netherlands and Luxembourg',
    ownerNames: ['pa3xyz', 'on4abc'],
    includes: inCountries('BE', 'NL', 'LU'),
  },
  {
    name: 'fr-all',
    description: 'Émetteurs en France',
    ownerNames: ['f4abc'],
    includes: inCountries('FR'),
  },
  {
    name: 'at-all',
    description: 'Alle Sender in Österreich',
    ownerNames: ['oe3abc'],
    includes: inCountries('AT'),
  },
  {
    name: 'ch-all',
    description: 'Switzerland',
    ownerNames: ['hb9abc'],
    includes: inCountries('CH'),
  },
  {
    name: 'pl-all',
    description: 'Nadajniki w Polsce',
    ownerNames: ['sp5abc'],
    includes: inCountries('PL'),
  },
  {
    name: 'nordic',
    description: 'Sweden and Denmark',
    ownerNames: ['sm5abc'],
    includes: inCountries('SE', 'DK'),
  },
];

export function buildTransmitterGroups(): TransmitterGroup[] {
  return REGIONS.map((region) => ({
    name: region.name,
    description: region.description,
    transmitterNames: SITES.filter(region.includes).map((site) => site.name),
    ownerNames: [...region.ownerNames],
  }));
}

/** The group a user of this home region usually pages through. */
export const HOME_GROUP: Readonly<Record<string, string>> = {
  admin: ALL_TRANSMITTERS_GROUP,
  dl1abc: 'dl-all',
  db9xyz: 'dl-nw',
  on4abc: 'benelux',
  pa3xyz: 'benelux',
  f4abc: 'fr-all',
  oe3abc: 'at-all',
  hb9abc: 'ch-all',
  sp5abc: 'pl-all',
  sm5abc: 'nordic',
  ik2abc: ALL_TRANSMITTERS_GROUP,
};
