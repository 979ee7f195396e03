import { describe, expect, it } from 'vitest';
import { subscriberInputSchema } from '@dapnet/model';
import { fieldErrors } from '../../components/form/field-errors';
import { pagerRuleProblems, pagersToLines, parsePagerLines, splitLines } from './pager-lines';

const keys = (result: ReturnType<typeof parsePagerLines>) =>
  result.ok
    ? []
    : result.problems.map((problem) => ('message' in problem ? problem.message : null));

describe('parsePagerLines', () => {
  it('pairs line N of the RICs with line N of the names', () => {
    expect(parsePagerLines('0012345\n2097151', 'Skyper\nQuix Ultra')).toEqual({
      ok: true,
      pagers: [
        { number: 12345, name: 'Skyper' },
        { number: 2_097_151, name: 'Quix Ultra' },
      ],
    });
  });

  it('ignores blank lines at the end and spaces around a line', () => {
    expect(parsePagerLines(' 42 \n\n', 'Skyper\r\n')).toEqual({
      ok: true,
      pagers: [{ number: 42, name: 'Skyper' }],
    });
  });

  it('explains different line counts', () => {
    expect(keys(parsePagerLines('1\n2', 'Skyper'))).toEqual([
      { key: 'subscribers.lines.countMismatch', values: { rics: 2, names: 1 } },
    ]);
  });

  it('names empty lines in the middle and RICs that are not numbers', () => {
    expect(keys(parsePagerLines('1\n\n12a', 'Skyper\n\nQuix'))).toEqual([
      { key: 'subscribers.lines.emptyRic', values: { line: 2 } },
      { key: 'subscribers.lines.notNumber', values: { line: 3, value: '12a' } },
      { key: 'subscribers.lines.emptyName', values: { line: 2 } },
    ]);
    expect(keys(parsePagerLines('-5', 'Skyper'))).toEqual([
      { key: 'subscribers.lines.notNumber', values: { line: 1, value: '-5' } },
    ]);
  });
});

describe('pagerRuleProblems', () => {
  it('turns the model schema’s pager rules into line problems, in line order', () => {
    const errors = fieldErrors(subscriberInputSchema, {
      description: 'x',
      ownerNames: ['admin'],
      pagers: [
        { number: 1, name: 'Skyper' },
        { number: 2_097_152, name: 'ab' },
      ],
    });
    expect(pagerRuleProblems(errors)).toEqual([
      { line: 2, field: 'ric', rule: { key: 'validation.ric21Bits', values: { max: 2_097_151 } } },
      { line: 2, field: 'name', rule: { key: 'validation.size', values: { min: 3, max: 20 } } },
    ]);
  });
});

describe('pagersToLines', () => {
  it('writes one padded RIC and one name per line', () => {
    expect(
      pagersToLines([
        { number: 12345, name: 'Skyper' },
        { number: 7, name: 'Quix' },
      ]),
    ).toEqual({ rics: '0012345\n0000007', names: 'Skyper\nQuix' });
    expect(pagersToLines(undefined)).toEqual({ rics: '', names: '' });
  });

  it('round-trips through the parser', () => {
    const pagers = [{ number: 99, name: 'Alphapoc 602' }];
    const { rics, names } = pagersToLines(pagers);
    expect(parsePagerLines(rics, names)).toEqual({ ok: true, pagers });
    expect(splitLines(rics)).toEqual(['0000099']);
  });
});
