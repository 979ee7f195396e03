/**
 * The style rules a page's part of the static frame needs (prerender/page-frame.tsx), taken from
 * the built style sheets, to go inline with it: the frame paints before the page's own sheets
 * have been asked for (web/README.md, "First visit"). Only rules made of nothing but the
 * markup's classes (`.page_x`, `.page_x.pageWide_y`), with the at-rules around them (`@media`).
 * Used by scripts/prerender.ts at build time; kept here so it can be tested without a build.
 */
import postcss, { type ChildNode, type Container } from 'postcss';

const CLASS_ONLY = /^(?:\.[\w-]+)+$/;

/** The class names in rendered markup (`class="a b"`). */
export function classesOf(markup: string): Set<string> {
  const found = [...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap((match) =>
    match[1]!.split(/\s+/),
  );
  return new Set(found.filter(Boolean));
}

function selectsOnly(selector: string, classes: Set<string>): boolean {
  const trimmed = selector.trim();
  if (!CLASS_ONLY.test(trimmed)) return false;
  return trimmed
    .slice(1)
    .split('.')
    .every((name) => classes.has(name));
}

/**
 * The rules of these sheets that style only elements of these classes, in the sheets' order, each
 * once (a CSS module that several chunks import is in each of their sheets).
 */
export function rulesFor(sheets: string[], classes: Set<string>): string {
  const kept = postcss.root();
  const seen = new Set<string>();
  for (const sheet of sheets) {
    postcss.parse(sheet).walkRules((rule) => {
      if (!rule.selectors.every((selector) => selectsOnly(selector, classes))) return;
      let node: ChildNode = rule.clone();
      for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
        const around = (parent as Container & ChildNode).clone();
        around.removeAll();
        around.append(node);
        node = around;
      }
      const text = node.toString();
      if (seen.has(text)) return;
      seen.add(text);
      kept.append(node);
    });
  }
  return kept.toString();
}
