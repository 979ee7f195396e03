/**
 * The style rules a page's part of the static frame needs (prerender/page-frame.tsx), taken from
 * the built style sheets, to go inline with it: the frame paints before the page's own sheets
 * have been asked for (web/README.md, "First visit"). The rules that name only the markup's
 * classes (`.page_x`, `.page_x.pageWide_y`, and the kit's `.m_x[data-size=sm] .m_y::placeholder`
 * of a picker in the frame), with the at-rules around them (`@media`), and the custom properties
 * the sheets set on the document (the kit's tokens, which its rules read).
 * Used by scripts/prerender.ts at build time; kept here so it can be tested without a build.
 */
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
/** The document itself (`:root`, `html`, `:host`), maybe with an attribute (a colour scheme). */
const DOCUMENT = /^(?::root|:host|html)(?:[:([][^\s>+~,]*)?$/;

/** The class names in rendered markup (`class="a b"`). */
export function classesOf(markup: string): Set<string> {
  const found = [...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) =>
    match[1]!.split(/\s+/),
  );
  return new Set(found.filter(Boolean));
}

/**
 * The markup without its `<style>` elements, and what they held: the kit's provider writes its
 * theme's tokens so, where a picker is drawn. They go with the frame's other rules, once.
 */
export function stylesOut(markup: string): { markup: string; css: string } {
  const css: string[] = [];
  const rest = markup.replaceAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g, (_, rules: string) => {
    if (!css.includes(rules)) css.push(rules);
    return '';
  });
  return { markup: rest, css: css.join('\n') };
}

/** A selector that names classes, each of them one of the markup's. */
function selectsOnly(selector: string, classes: Set<string>): boolean {
  const named = [...selector.matchAll(CLASS)].map((match) => match[1]!);
  return named.length > 0 && named.every((name) => classes.has(name));
}

/** A rule that only sets custom properties on the document: tokens other rules read. */
function documentTokens(rule: Rule): boolean {
  return (
    rule.selectors.every((selector) => DOCUMENT.test(selector.trim())) &&
    rule.nodes.every((node) => node.type === 'decl' && node.prop.startsWith('--'))
  );
}

/**
 * The rule as it stands in its sheet, with only these of its selectors: inside copies of its
 * at-rules (`@media`), if any.
 */
function withAtRules(rule: Rule, selectors: string[]): ChildNode {
  let node: ChildNode = rule.clone({ selectors });
  for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
    const around = (parent as Container & ChildNode).clone();
    around.removeAll();
    around.append(node);
    node = around;
  }
  return node;
}

/**
 * The rules of these sheets that style only elements of these classes, and the document's custom
 * properties of the sheets that have such rules, in the sheets' order, each once (a CSS module
 * that several chunks import is in each of their sheets).
 */
export function rulesFor(sheets: string[], classes: Set<string>): string {
  const found = postcss.root();
  const seen = new Set<string>();
  for (const sheet of sheets) {
    const wanted: { rule: Rule; selectors: string[] }[] = [];
    let styles = false;
    postcss.parse(sheet).walkRules((rule) => {
      if (documentTokens(rule)) return void wanted.push({ rule, selectors: rule.selectors });
      // The minifier joins rules that set the same (`.buttons,.afterButtons{margin-top:…}`):
      // the selectors of the frame's classes are kept, the others left out.
      const styling = rule.selectors.filter((selector) => selectsOnly(selector, classes));
      styles ||= styling.length > 0;
      if (styling.length > 0) wanted.push({ rule, selectors: styling });
    });
    if (!styles) continue;
    for (const { rule, selectors } of wanted) {
      const node = withAtRules(rule, selectors);
      const text = node.toString();
      if (seen.has(text)) continue;
      seen.add(text);
      found.append(node);
    }
  }
  return found.toString();
}

const VAR_USE = /var\(\s*(--[\w-]+)/g;

function varsUsedIn(text: string): string[] {
  return [...text.matchAll(VAR_USE)].map((match) => match[1]!);
}

/**
 * The css without the document's custom properties that nothing in it or in the markup (its
 * `style` attributes) reads, directly or through other ones: of the kit's hundreds of tokens
 * (every colour of its palette), a form's few fields read some dozens.
 */
export function usedTokensOnly(css: string, markup: string): string {
  const root = postcss.parse(css);
  const tokens = new Map<string, string[]>();
  const used = new Set(varsUsedIn(markup));
  root.walkRules((rule) => {
    const onDocument = documentTokens(rule);
    rule.walkDecls((decl) => {
      if (!onDocument) varsUsedIn(decl.value).forEach((name) => used.add(name));
      else tokens.set(decl.prop, [...(tokens.get(decl.prop) ?? []), ...varsUsedIn(decl.value)]);
    });
  });
  // What a used token reads is used too.
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of tokens.get(name) ?? []) {
      if (!used.has(next)) pending.push(used.add(next) && next);
    }
  }
  root.walkRules((rule) => {
    if (!documentTokens(rule)) return;
    rule.walkDecls((decl) => {
      if (!used.has(decl.prop)) decl.remove();
    });
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}
