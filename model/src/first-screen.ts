/**
 * The build renders the first screen of a few public pages into the served HTML (web/scripts/prerender.ts)
 * with the default configuration. These are the parts of the configuration that screen shows:
 * a deployment that changes any of them gets the plain page instead (the server does not send the
 * prerendered one, and the web app would not take it over), so nobody sees the default texts or
 * links first.
 */
import { WEB_CONFIG_DEFAULTS, type WebConfig } from './web-config.js';

export const FIRST_SCREEN_CONFIG_FIELDS = ['texts', 'links', 'wikiUrl', 'supportUrl'] as const;

type FirstScreenConfig = Pick<WebConfig, (typeof FIRST_SCREEN_CONFIG_FIELDS)[number]>;

/** True when the configuration shows the same first screen as the defaults the build used. */
export function showsDefaultFirstScreen(config: FirstScreenConfig): boolean {
  return FIRST_SCREEN_CONFIG_FIELDS.every(
    (field) => JSON.stringify(config[field]) === JSON.stringify(WEB_CONFIG_DEFAULTS[field]),
  );
}
