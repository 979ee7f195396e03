/**
 * The web app's runtime configuration written into the page the app is served on, so the app
 * has it at once instead of one round trip later (/config.json, which stays for every other
 * server and for the pages sent as plain files). As `<script type="application/json">`: data
 * the browser never runs, so the CSP needs no hash for it.
 */
import { WEB_CONFIG_ELEMENT_ID } from '@dapnet/model';
import { PreparedBody } from '../../http/json-body.js';
import type { WebConfig } from './web-config.js';

/**
 * The configuration as an element of the page. `<` is written as `\u003c`, which JSON reads
 * as the same character: no text in the configuration can close the element or open a comment.
 */
export function configElement(config: WebConfig): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${WEB_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** The page's HTML with the element before its `</head>`; unchanged without one. */
export function withConfigElement(html: string, config: WebConfig): string {
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  return `${html.slice(0, at)}  ${configElement(config)}\n  ${html.slice(at)}`;
}

/**
 * The pages of one server's configuration: each page the build makes (kept while the build is
 * unchanged) gets its copy with the configuration once, compressed on first demand and then
 * kept like the page.
 */
export function pagesWithConfig(config: WebConfig): (page: PreparedBody) => PreparedBody {
  const made = new WeakMap<PreparedBody, PreparedBody>();
  return (page) => {
    let withConfig = made.get(page);
    if (withConfig === undefined) {
      withConfig = new PreparedBody(withConfigElement(page.bytes.toString('utf8'), config));
      made.set(page, withConfig);
    }
    return withConfig;
  };
}
