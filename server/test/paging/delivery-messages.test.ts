/**
 * The pager messages delivery builds, compared with what the DAPNET Core's SkyperProtocol puts
 * on the air for the same input.
 */
import { describe, expect, it } from 'vitest';
import type { Call, News, Rubric } from '@dapnet/model';
import {
  activationMessage,
  callMessages,
  identificationMessage,
  rubricContentCallMessage,
  rubricContentMessage,
  rubricNameMessage,
} from '../../src/paging/delivery/pager-messages.js';
import { localTimeMessages, utcTimeMessages } from '../../src/paging/delivery/time-messages.js';
import type { SubscriberRecord } from '../../src/store/store.js';

const NOW = Date.UTC(2026, 2, 7, 9, 5, 3);

function call(overrides: Partial<Call> = {}): Call {
  return {
    text: 'Grüße 73',
    callSignNames: ['dl1abc'],
    transmitterGroupNames: ['all'],
    emergency: false,
    timestamp: new Date(NOW).toISOString(),
    ownerName: 'admin',
    ...overrides,
  };
}

function subscriber(name: string, rics: number[], numeric = false): SubscriberRecord {
  return {
    name,
    description: '',
    numeric,
    pagers: rics.map((number, index) => ({ number, name: `pager${index}` })),
    ownerNames: ['admin'],
  };
}

const rubric: Rubric = {
  name: 'weather',
  number: 5,
  label: 'Wetter',
  transmitterGroupNames: ['all'],
  ownerNames: ['admin'],
};

const news: News = {
  text: 'Sonne',
  rubricName: 'weather',
  number: 3,
  timestamp: new Date(NOW).toISOString(),
  ownerName: 'admin',
};

const wire = (message: { ric: number; function: number; type: number; text: string }) => ({
  ric: message.ric,
  function: message.function,
  type: message.type,
  text: message.text,
});

describe('call messages', () => {
  it('go out once per pager RIC, alphanumeric, with the text encoded for pagers', () => {
    const messages = callMessages(
      call(),
      [subscriber('dl1abc', [12345, 67890]), subscriber('db9xyz', [555])],
      NOW,
    );
    expect(messages.map(wire)).toEqual([
      { ric: 12345, function: 3, type: 6, text: 'Gr}~e 73' },
      { ric: 67890, function: 3, type: 6, text: 'Gr}~e 73' },
      { ric: 555, function: 3, type: 6, text: 'Gr}~e 73' },
    ]);
    expect(messages.every((message) => message.priority === 'CALL')).toBe(true);
    expect(messages.every((message) => message.speed === 1 && message.createdAt === NOW)).toBe(
      true,
    );
  });

  it('have EMERGENCY priority for an emergency call', () => {
    const [message] = callMessages(call({ emergency: true }), [subscriber('a', [1])], NOW);
    expect(message!.priority).toBe('EMERGENCY');
  });

  it('are numeric for a numeric subscriber when the text is numeric, and skipped when not', () => {
    const subscribers = [subscriber('num', [42], true), subscriber('alpha', [43])];
    expect(callMessages(call({ text: '0815-4711 (u)' }), subscribers, NOW).map(wire)).toEqual([
      { ric: 42, function: 0, type: 5, text: '0815-4711 (U)' },
      { ric: 43, function: 3, type: 6, text: '0815-4711 (u)' },
    ]);
    expect(callMessages(call({ text: 'call me' }), subscribers, NOW).map(wire)).toEqual([
      { ric: 43, function: 3, type: 6, text: 'call me' },
    ]);
  });
});

describe('rubric messages in the Skyper format', () => {
  it('put the rubric name on RIC 4512: "1", number + 0x1f, 0x2a, the label shifted by one', () => {
    // Number 5 → '$' (0x24); 10 + 0x20 → '*'; "Wetter" shifted → "Xfuufs".
    expect(wire(rubricNameMessage(rubric, NOW))).toEqual({
      ric: 4512,
      function: 3,
      type: 6,
      text: '1$*Xfuufs',
    });
    expect(rubricNameMessage(rubric, NOW).priority).toBe('RUBRIC');
  });

  it('put content on RIC 4520: rubric number + 0x1f, slot + 0x20, the text shifted by one', () => {
    // Slot 3 → '#'; "Sonne" shifted → "Tpoof"; an umlaut is encoded first: 'ü' → '}' → '~'.
    expect(wire(rubricContentMessage(rubric, news, NOW))).toEqual({
      ric: 4520,
      function: 3,
      type: 6,
      text: '$#Tpoof',
    });
    expect(rubricContentMessage(rubric, { ...news, text: 'kühl' }, NOW).text).toBe('$#l~im');
    expect(rubricContentMessage(rubric, news, NOW).priority).toBe('NEWS');
  });

  it('send content as a plain call to 1000 + the rubric number', () => {
    const message = rubricContentCallMessage(rubric, { ...news, text: 'Schön' }, NOW);
    expect(wire(message)).toEqual({ ric: 1005, function: 3, type: 6, text: 'Sch|n' });
    expect(message.priority).toBe('CALL');
  });
});

describe('activation and identification', () => {
  it('send the activation code computed from the RIC with the activation function bits', () => {
    // The low three bits of 12345 are 1: each offset of the Core's code plus one.
    expect(wire(activationMessage(12345, NOW))).toEqual({
      ric: 12345,
      function: 2,
      type: 6,
      text: '3#644559',
    });
    expect(activationMessage(12345, NOW).priority).toBe('ACTIVATION');
    expect(activationMessage(8, NOW).text).toBe('2"533448');
  });

  it('send the transmitter name to its identification address', () => {
    const message = identificationMessage({ name: 'db0abc', identificationAddress: 8 }, NOW);
    expect(wire(message)).toEqual({ ric: 8, function: 3, type: 6, text: 'db0abc' });
    expect(message.priority).toBe('CALL');
  });
});

describe('time messages', () => {
  it('give UTC to Skyper (numeric), Swissphone and AlphaPoc in their formats', () => {
    expect(utcTimeMessages(new Date(NOW)).map(wire)).toEqual([
      { ric: 2504, function: 0, type: 5, text: '090503   070326' },
      { ric: 200, function: 3, type: 6, text: 'XTIME=0905070326XTIME=0905070326' },
      { ric: 216, function: 3, type: 6, text: 'YYYYMMDDHHMMSS260307090500' },
    ]);
    expect(utcTimeMessages(new Date(NOW)).every((m) => m.priority === 'TIME')).toBe(true);
  });

  it('give the server local time to Swissphone (208) and AlphaPoc (224)', () => {
    const date = new Date(2026, 11, 31, 23, 50, 0);
    expect(localTimeMessages(date).map(wire)).toEqual([
      { ric: 208, function: 3, type: 6, text: 'XTIME=2350311226XTIME=2350311226' },
      { ric: 224, function: 3, type: 6, text: 'YYYYMMDDHHMMSS261231235000' },
    ]);
  });
});
