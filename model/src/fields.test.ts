import { describe, expect, it } from 'vitest';
import { callInputSchema } from './call.js';
import { formatRic } from './ric.js';
import { subscriberInputSchema } from './subscriber.js';
import { transmitterInputSchema } from './transmitter.js';
import { rubricInputSchema } from './rubric.js';
import { userInputSchema } from './user.js';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string; params?: unknown }[] };
}) =>
  (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

const transmitter = {
  authKey: 'secret1',
  latitude: '50.775',
  longitude: '6.083',
  power: '12.5',
  usage: 'WIDERANGE',
  antennaAboveGroundLevel: 30,
  antennaType: 'OMNI',
  antennaDirection: 0,
  antennaGainDbi: 2,
  identificationAddress: 8,
  timeSlot: '0123',
  ownerNames: ['dl1abc'],
};

describe('shared entity schemas', () => {
  it('reads input the way the Core does: numbers as text, quoted integers, Java defaults', () => {
    const parsed = transmitterInputSchema.parse({
      ...transmitter,
      latitude: 50.775,
      power: 12,
      antennaAboveGroundLevel: '30',
      antennaDirection: undefined,
      identificationAddress: undefined,
    });
    expect(parsed.latitude).toBe('50.775');
    expect(parsed.power).toBe('12');
    expect(parsed.antennaAboveGroundLevel).toBe(30);
    expect(parsed.antennaDirection).toBe(0);
    expect(parsed.identificationAddress).toBe(1);
  });

  it('speaks in translation keys with the bounds as params', () => {
    const result = callInputSchema.safeParse({
      text: 'x'.repeat(81),
      callSignNames: [],
      transmitterGroupNames: null,
    });
    expect(issues(result)).toEqual([
      { path: 'text', message: 'validation.size' },
      { path: 'callSignNames', message: 'validation.atLeastOne' },
      { path: 'transmitterGroupNames', message: 'validation.required' },
    ]);
    expect(result.error?.issues[0]).toMatchObject({
      params: { constraint: 'Size', min: 1, max: 80 },
    });
  });

  it('checks every transmitter bound', () => {
    const result = transmitterInputSchema.safeParse({
      ...transmitter,
      latitude: '91',
      longitude: '6.123456789',
      power: '200.5',
      antennaAboveGroundLevel: 1001,
      antennaDirection: 360,
      antennaGainDbi: -51,
      identificationAddress: 2_097_152,
      usage: 'SOMETIMES',
    });
    expect(issues(result)).toEqual([
      { path: 'latitude', message: 'validation.max' },
      { path: 'longitude', message: 'validation.digits' },
      { path: 'power', message: 'validation.max' },
      { path: 'usage', message: 'validation.choice' },
      { path: 'antennaAboveGroundLevel', message: 'validation.max' },
      { path: 'antennaDirection', message: 'validation.max' },
      { path: 'antennaGainDbi', message: 'validation.min' },
      { path: 'identificationAddress', message: 'validation.address21Bits' },
    ]);
  });

  it('keeps the rubric number within 1-99 (above 95 is only warned about)', () => {
    const base = { transmitterGroupNames: ['all'], label: 'DX', ownerNames: ['admin'] };
    expect(rubricInputSchema.safeParse({ ...base, number: 96 }).success).toBe(true);
    expect(rubricInputSchema.safeParse({ ...base, number: 99 }).success).toBe(true);
    expect(issues(rubricInputSchema.safeParse({ ...base, number: 100 }))).toEqual([
      { path: 'number', message: 'validation.max' },
    ]);
    expect(issues(rubricInputSchema.safeParse({ ...base, number: 0 }))).toEqual([
      { path: 'number', message: 'validation.min' },
    ]);
  });

  it('limits pager RICs to 21 bits and pager names to 3-20 characters', () => {
    const result = subscriberInputSchema.safeParse({
      description: '',
      pagers: [{ number: 2_097_152, name: 'ab' }],
      ownerNames: ['admin'],
    });
    expect(issues(result)).toEqual([
      { path: 'pagers.0.number', message: 'validation.ric21Bits' },
      { path: 'pagers.0.name', message: 'validation.size' },
    ]);
  });

  it('allows only letters and digits in passwords, and blank for "keep the old one"', () => {
    expect(userInputSchema.safeParse({ hash: '', mail: 'a@b.de' }).success).toBe(true);
    expect(userInputSchema.safeParse({ hash: 'abcXYZ123', mail: 'a@b.de' }).success).toBe(true);
    expect(issues(userInputSchema.safeParse({ hash: 'pass word!', mail: 'a@b.de' }))).toEqual([
      { path: 'hash', message: 'validation.alphanumeric' },
    ]);
    expect(issues(userInputSchema.safeParse({ hash: 'abc', mail: 'not a mail' }))).toEqual([
      { path: 'mail', message: 'validation.email' },
    ]);
  });

  it('pads RICs to seven digits', () => {
    expect(formatRic(12345)).toBe('0012345');
    expect(formatRic(2_097_151)).toBe('2097151');
  });
});
