import { formatRic, type Pager } from '@dapnet/model';
import type { Message } from '../../lib/messages/error-messages';

/**
 * The subscriber form keeps pagers as two textareas, one RIC and one name per line; line N of
 * the RICs belongs to line N of the names. This module turns them into pagers and back, and
 * names every way the two can fail to match, so nothing is sent that the user did not mean.
 */

/**
 * What is wrong with the pager lines: either a sentence of its own, or a rule of the model schema
 * broken on one line (shown as "Line 2: <the rule's message>").
 */
export type PagerLineProblem =
  { message: Message } | { line: number; field: 'ric' | 'name'; rule: Message };

export type PagerLinesResult =
  { ok: true; pagers: Pager[] } | { ok: false; problems: PagerLineProblem[] };

const DIGITS = /^\d+$/;

/** Lines of a textarea; blank lines at the end (a trailing Enter) do not count. */
export function splitLines(value: string): string[] {
  const lines = value.split(/\r?\n/).map((line) => line.trim());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const problem = (key: string, values: Record<string, string | number>): PagerLineProblem => ({
  message: { key: `subscribers.lines.${key}`, values },
});

/**
 * Pairs RIC lines with name lines. Bounds (21-bit RIC, name length) are the model schema's job;
 * this only checks what the schema cannot see: equal line counts, no empty lines, digits only.
 */
export function parsePagerLines(ricText: string, nameText: string): PagerLinesResult {
  const rics = splitLines(ricText);
  const names = splitLines(nameText);
  const problems: PagerLineProblem[] = [];
  if (rics.length !== names.length) {
    problems.push(problem('countMismatch', { rics: rics.length, names: names.length }));
  }
  rics.forEach((ric, index) => {
    if (ric === '') problems.push(problem('emptyRic', { line: index + 1 }));
    else if (!DIGITS.test(ric))
      problems.push(problem('notNumber', { line: index + 1, value: ric }));
  });
  names.forEach((name, index) => {
    if (name === '') problems.push(problem('emptyName', { line: index + 1 }));
  });
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    pagers: rics.map((ric, index) => ({ number: Number(ric), name: names[index]! })),
  };
}

/** The two textareas' contents for a subscriber's pagers, RICs padded to seven digits. */
export function pagersToLines(pagers: readonly Pager[] | undefined): {
  rics: string;
  names: string;
} {
  const list = pagers ?? [];
  return {
    rics: list.map((pager) => formatRic(pager.number)).join('\n'),
    names: list.map((pager) => pager.name.trim()).join('\n'),
  };
}

/**
 * Rules the model schema found broken in `pagers.N.number` / `pagers.N.name`, as line problems,
 * in line order (RIC before name).
 */
export function pagerRuleProblems(errors: Record<string, Message>): PagerLineProblem[] {
  const found: { line: number; field: 'ric' | 'name'; rule: Message }[] = [];
  for (const [path, rule] of Object.entries(errors)) {
    const match = /^pagers\.(\d+)\.(number|name)$/.exec(path);
    if (match) {
      found.push({
        line: Number(match[1]) + 1,
        field: match[2] === 'number' ? 'ric' : 'name',
        rule,
      });
    }
  }
  return found.sort(
    (a, b) => a.line - b.line || (a.field === b.field ? 0 : a.field === 'ric' ? -1 : 1),
  );
}
