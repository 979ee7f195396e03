/**
 * The `/config.json` contract: what the web app reads at start-up, so operators change addresses
 * and texts without rebuilding it. The embedded server builds and checks it (defaults, then its
 * environment, then an overrides file); the web app reads it field by field, falling back to the
 * same defaults, so a static deployment without the file behaves like the embedded server.
 *
 * Plain data without zod: the web app's start-up code imports it, and must stay small.
 */

export interface NamedLink {
  name: string;
  url: string;
}

export interface WebConfig {
  apiUrl: string;
  updateUrl: string;
  directoryUrl: string;
  tileUrl: string;
  tileAttribution: string;
  feedUrl: string;
  coverageUrl: string;
  wikiUrl: string;
  supportUrl: string;
  map: { center: [number, number]; zoom: number };
  links: {
    /** The project's repository (the footer's source-code link); a fork names its own. */
    sourceRepository: string;
    /** Its name is a proper name; empty means "use the translated description". */
    universityGroup: NamedLink;
    social: NamedLink[];
    /** Empty hides the contact link. */
    contact: string;
  };
  /** The operator named on the legal pages. */
  provider: {
    name: string;
    addressLines: string[];
    email: string;
    phone: string;
    website: string;
  };
  /** Operator texts: a plain string, or one string per language code. Rendered as text only. */
  texts: Record<string, string | Record<string, string>>;
  /**
   * Where transmitter software connects (shown on the transmitter form). An empty host means the
   * host name of the page; port 0 means the network names no endpoint, and the form says nothing.
   */
  transmitterEndpoint: { host: string; port: number };
  /**
   * Base address of the embedded server's monitoring endpoint (`{monitorUrl}/transmitters/:name`,
   * `{monitorUrl}/nodes/:name`); empty in front of a real Core, which has none.
   */
  monitorUrl: string;
}

/** The public DAPNET project's values, for everything an operator does not set. */
export const WEB_CONFIG_DEFAULTS: WebConfig = {
  apiUrl: '/api',
  updateUrl: '/services/update',
  directoryUrl: '/services/directory',
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
  feedUrl: '/services/feed.xml',
  coverageUrl: '/assets/coverage',
  wikiUrl: 'https://hampager.de/dokuwiki/',
  supportUrl: 'https://support.hampager.de/',
  map: { center: [51, 10], zoom: 5 },
  links: {
    sourceRepository: 'https://github.com/DecentralizedAmateurPagingNetwork/Web',
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
  transmitterEndpoint: { host: '', port: 43434 },
  monitorUrl: '/monitor',
};
