/**
 * What to enter in each kind of transmitter software to connect it to this network: the same
 * four values (server, port, callsign, auth key), named as each program names them
 * (shared/reference/transmitter-software.md): the MMDVM DAPNETGateway reads them from
 * `DAPNETGateway.ini`, UniPager from its web interface (`config.json`), RasPager, PiPager and
 * the like from their settings.
 */

export type SoftwareId = 'dapnetGateway' | 'uniPager' | 'other';

export const SOFTWARE: readonly SoftwareId[] = ['dapnetGateway', 'uniPager', 'other'];

/** The programs' own names, the same in every language (the catalogue names the others). */
export const PRODUCT_NAMES: Partial<Record<SoftwareId, string>> = {
  dapnetGateway: 'DAPNETGateway (Pi-Star, MMDVM)',
  uniPager: 'UniPager',
};

export interface ConnectValues {
  /** Null when the network names no transmitter endpoint (ask its administrators). */
  host: string | null;
  port: number | null;
  callsign: string;
  authKey: string;
}

/** One value to enter: the catalogue key of its label, where it goes, and the value itself. */
export interface SettingLine {
  field: 'host' | 'port' | 'callsign' | 'authKey';
  /** The program's own name for it (an ini key, a config.json key); never translated. */
  where: string;
  value: string;
}

const WHERE: Record<SoftwareId, Record<SettingLine['field'], string>> = {
  dapnetGateway: {
    callsign: '[General] Callsign=',
    host: '[DAPNET] Address=',
    port: '[DAPNET] Port=',
    authKey: '[DAPNET] AuthKey=',
  },
  uniPager: {
    host: 'master.server',
    port: 'master.port',
    callsign: 'master.call',
    authKey: 'master.auth',
  },
  other: { host: '', port: '', callsign: '', authKey: '' },
};

/** The order each program shows them in: the gateway's ini file starts with [General]. */
const ORDER: Record<SoftwareId, SettingLine['field'][]> = {
  dapnetGateway: ['callsign', 'host', 'port', 'authKey'],
  uniPager: ['host', 'port', 'callsign', 'authKey'],
  other: ['host', 'port', 'callsign', 'authKey'],
};

/** The lines of one program; a value the network does not name (no endpoint) is left out. */
export function settingLines(software: SoftwareId, values: ConnectValues): SettingLine[] {
  const text: Record<SettingLine['field'], string | null> = {
    host: values.host,
    port: values.port === null ? null : String(values.port),
    callsign: values.callsign,
    authKey: values.authKey,
  };
  return ORDER[software].flatMap((field) => {
    const value = text[field];
    return value === null ? [] : [{ field, where: WHERE[software][field], value }];
  });
}

/**
 * The DAPNETGateway.ini lines to put in (or change in) the file, by section. The gateway reads
 * the callsign in upper or lower case alike; it is written as registered.
 */
export function dapnetGatewayIni(values: ConnectValues): string {
  const lines = ['[General]', `Callsign=${values.callsign}`, '', '[DAPNET]'];
  if (values.host !== null) lines.push(`Address=${values.host}`);
  if (values.port !== null) lines.push(`Port=${values.port}`);
  lines.push(`AuthKey=${values.authKey}`);
  return lines.join('\n');
}

/**
 * Host and port for the software from the web configuration's transmitter endpoint: an empty
 * host is the web page's host (the embedded server serves both), port 0 means the network names
 * none. IPv6 addresses stay without brackets: the programs take host and port apart.
 */
export function endpointValues(
  endpoint: { host: string; port: number },
  pageHost: string,
): Pick<ConnectValues, 'host' | 'port'> {
  if (endpoint.port === 0) return { host: null, port: null };
  const host = (endpoint.host || pageHost).replace(/^\[(.*)\]$/, '$1');
  return { host: host === '' ? null : host, port: endpoint.port };
}
