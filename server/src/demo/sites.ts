/**
 * Where the demo transmitters stand: real towns across Europe, so the map looks like the real
 * network. The table fixes what screens and tests rely on (status, usage, power, owners); the
 * rest (devices, slots, antennas) is filled in from the seeded generator.
 */
import type { TransmitterStatus } from '@dapnet/model';

export type Country =
  'DE' | 'NL' | 'BE' | 'LU' | 'FR' | 'AT' | 'CH' | 'PL' | 'IT' | 'ES' | 'PT' | 'SE' | 'CZ' | 'DK';

export interface Site {
  name: string;
  country: Country;
  /** North Rhine-Westphalia, for the `dl-nw` group. */
  northWest?: boolean;
  latitude: string;
  longitude: string;
  /** Watts; above 1 W a transmitter is widerange, otherwise personal. */
  power: string;
  status: TransmitterStatus;
  ownerNames: string[];
  /** An OFFLINE transmitter that was registered but has never connected. */
  neverConnected?: boolean;
}

const site = (
  name: string,
  country: Country,
  latitude: string,
  longitude: string,
  power: string,
  status: TransmitterStatus,
  ownerNames: string[],
  extra: Partial<Site> = {},
): Site => ({ name, country, latitude, longitude, power, status, ownerNames, ...extra });

const NW = { northWest: true };

export const SITES: readonly Site[] = [
  site('db0abc', 'DE', '50.775346', '6.083887', '25', 'ONLINE', ['dl1abc', 'db9xyz'], NW),
  site('db0xyz', 'DE', '50.937531', '6.960279', '40', 'ONLINE', ['db9xyz'], NW),
  site('db0ham', 'DE', '53.551086', '9.993682', '50', 'ONLINE', ['admin']),
  site('db0ber', 'DE', '52.520008', '13.404954', '100', 'ONLINE', ['admin', 'dl1abc']),
  site('db0muc', 'DE', '48.135125', '11.581981', '60', 'ONLINE', ['dl1abc']),
  site('db0ffm', 'DE', '50.110924', '8.682127', '30', 'ONLINE', ['db9xyz']),
  site('db0stg', 'DE', '48.775846', '9.182932', '20', 'ERROR', ['dl1abc']),
  site('db0han', 'DE', '52.375892', '9.73201', '25', 'ONLINE', ['admin']),
  site('db0dre', 'DE', '51.050409', '13.737262', '15', 'ONLINE', ['dl1abc']),
  site('db0nbg', 'DE', '49.452103', '11.076665', '12.5', 'DISABLED', ['db9xyz']),
  site('db0kie', 'DE', '54.323293', '10.122765', '10', 'OFFLINE', ['admin']),
  site('db0ms', 'DE', '51.960665', '7.626135', '20', 'ONLINE', ['db9xyz'], NW),
  site('dl2pag', 'DE', '50.789212', '6.108455', '1', 'ONLINE', ['db9xyz'], NW),
  site('dk5hs', 'DE', '50.73743', '7.098207', '0.5', 'OFFLINE', ['dl1abc'], NW),
  site('do7hs', 'DE', '51.227741', '6.773456', '0.1', 'ONLINE', ['db9xyz'], NW),
  site('pi1dap', 'NL', '52.367573', '4.904139', '50', 'ONLINE', ['pa3xyz']),
  site('pi1ehv', 'NL', '51.441642', '5.469722', '20', 'OFFLINE', ['pa3xyz', 'on4abc']),
  site('pa3hs', 'NL', '52.090737', '5.12142', '1', 'ONLINE', ['pa3xyz']),
  site('on0dap', 'BE', '50.850346', '4.351721', '40', 'ONLINE', ['on4abc']),
  site('on0ant', 'BE', '51.219448', '4.402464', '25', 'ONLINE', ['on4abc', 'pa3xyz']),
  site('lx0dap', 'LU', '49.611622', '6.131935', '30', 'ONLINE', ['on4abc']),
  site('f5dap', 'FR', '48.856613', '2.352222', '80', 'ONLINE', ['f4abc']),
  site('f5zly', 'FR', '45.764043', '4.835659', '40', 'ONLINE', ['f4abc']),
  site('f1stb', 'FR', '48.573405', '7.752111', '20', 'DISABLED', ['f4abc', 'dl1abc']),
  site('oe1xdp', 'AT', '48.208176', '16.373819', '50', 'ONLINE', ['oe3abc']),
  site('oe5xlo', 'AT', '48.30694', '14.28583', '25', 'ONLINE', ['oe3abc']),
  site('oe7xti', 'AT', '47.269212', '11.404102', '40', 'ONLINE', ['oe3abc', 'admin']),
  site('oe3hs', 'AT', '48.204845', '15.62666', '0.8', 'OFFLINE', ['oe3abc']),
  site('hb9dap', 'CH', '47.376887', '8.541694', '50', 'ONLINE', ['hb9abc']),
  site('hb9gva', 'CH', '46.204391', '6.143158', '25', 'OFFLINE', ['hb9abc'], {
    neverConnected: true,
  }),
  site('hb9hs', 'CH', '46.947974', '7.447447', '1', 'ONLINE', ['hb9abc']),
  site('sr5dap', 'PL', '52.229676', '21.012229', '50', 'ONLINE', ['sp5abc']),
  site('sr9krk', 'PL', '50.06465', '19.94498', '25', 'ERROR', ['sp5abc']),
  site('ir2dap', 'IT', '45.464204', '9.189982', '40', 'ONLINE', ['ik2abc']),
  site('ir0rom', 'IT', '41.902784', '12.496366', '60', 'OFFLINE', ['ik2abc']),
  site('ed4dap', 'ES', '40.416775', '-3.70379', '50', 'ONLINE', ['admin']),
  site('cs5dap', 'PT', '38.722252', '-9.139337', '30', 'ONLINE', ['admin']),
  site('sk0dap', 'SE', '59.329323', '18.068581', '40', 'ONLINE', ['sm5abc']),
  site('ok0dap', 'CZ', '50.075538', '14.4378', '30', 'ONLINE', ['admin', 'dl1abc']),
  site('oz0dap', 'DK', '55.676097', '12.568337', '25', 'ONLINE', ['sm5abc']),
];
