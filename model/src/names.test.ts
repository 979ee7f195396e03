import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.js';
import { nameSchema } from './names.js';
import { transmitterGroupInputSchema as groupInputSchema } from './transmitter-group.js';
import { usageForPower } from './record-choices.js';

const messages = (value: unknown) =>
  (nameSchema.safeParse(value).error?.issues ?? []).map((issue) => issue.message);

describe('nameSchema', () => {
  it('accepts a callsign and refuses a colon anywhere in a name', () => {
    expect(messages('dl1abc')).toEqual([]);
    expect(messages('dl1:abc')).toEqual(['validation.colon']);
    expect(messages(':abc')).toEqual(['validation.colon']);
  });

  it('reports the length and the colon together', () => {
    expect(messages('a:')).toEqual(['validation.size', 'validation.colon']);
  });

  it('refuses invisible, control and separator characters and slashes', () => {
    for (const name of ['dl1\u200babc', 'db0\u202eabc', 'ab\u0000c', 'dl1 abc', 'a/b/c', 'a\\bc']) {
      expect(messages(name)).toEqual(['validation.nameCharacters']);
    }
    expect(messages('oe3-abc_1.x')).toEqual([]);
  });
});

describe('name lists', () => {
  const groups = groupInputSchema.shape.transmitterNames;

  it('drop repeats, ignoring case and keeping the first spelling', () => {
    expect(groups.parse(['DB0ABC', 'db0abc', 'db0xyz', 'db0abc'])).toEqual(['DB0ABC', 'db0xyz']);
  });

  it('are bounded and check each name', () => {
    const tooMany = Array.from({ length: LIMITS.lists.groupTransmitters + 1 }, (_, i) => `t${i}`);
    const issues = groups.safeParse(tooMany).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['validation.tooMany']);
    expect(groups.safeParse(['db0 abc']).error?.issues[0]?.path).toEqual([0]);
  });
});

describe('usageForPower', () => {
  it('puts 1 W and less in personal, anything above in widerange', () => {
    expect(usageForPower(0)).toBe('PERSONAL');
    expect(usageForPower(1)).toBe('PERSONAL');
    expect(usageForPower(1.001)).toBe('WIDERANGE');
    expect(usageForPower(25)).toBe('WIDERANGE');
  });
});
