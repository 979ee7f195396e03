import { describe, expect, it } from 'vitest';
import { JsonArraySplitter, NotAJsonArray, readJsonArray } from './json-array-stream';

/** Everything the splitter hands out when `text` arrives cut at the given places. */
function split(text: string, cuts: readonly number[]): unknown[] {
  const splitter = new JsonArraySplitter();
  const elements: unknown[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    elements.push(...splitter.push(text.slice(from, cut)));
    from = cut;
  }
  splitter.finish();
  return elements;
}

/** A body that delivers `bytes` in pieces of `size` bytes (so multi-byte characters get cut). */
function body(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) controller.close();
      else controller.enqueue(bytes.slice(offset, (offset += size)));
    },
  });
}

const TRICKY = [
  { text: 'ADMIN: "quoted", [bracketed] {braced}', emergency: false },
  { text: 'ends in a backslash \\', callSignNames: ['a', 'b'] },
  { text: 'escaped \\" quote and \\\\" two', nested: { list: [1, [2, { three: 3 }]] } },
  'a plain string, with a comma',
  42,
  null,
  { text: 'Grüße aus Köln 📟', empty: {}, none: [] },
];

describe('JsonArraySplitter', () => {
  const text = JSON.stringify(TRICKY);

  it('finds the same elements as JSON.parse wherever the text is cut', () => {
    for (let cut = 0; cut <= text.length; cut += 1) {
      expect(split(text, [cut])).toEqual(TRICKY);
    }
    // Cut everywhere at once: one character a piece.
    expect(
      split(
        text,
        [...text].map((_, index) => index),
      ),
    ).toEqual(TRICKY);
  });

  it('hands out each element as soon as the separator after it has arrived', () => {
    const splitter = new JsonArraySplitter();
    expect(splitter.push(' [{"a":1')).toEqual([]);
    expect(splitter.push('},{"b":')).toEqual([{ a: 1 }]);
    expect(splitter.push('"x,y"}')).toEqual([]);
    expect(splitter.push(']\n')).toEqual([{ b: 'x,y' }]);
    splitter.finish();
  });

  it('reads an empty array and whitespace around it', () => {
    expect(split(' [ ] ', [2])).toEqual([]);
    expect(split('[\n]', [])).toEqual([]);
  });

  it('refuses what is not one whole JSON array', () => {
    const refused = [
      '{"a":1}',
      '<!doctype html><html></html>',
      '',
      '[{"a":1},{"b"',
      '[1,]',
      '[,1]',
      '[1,,2]',
      '[1] [2]',
      '[{"a":tru}]',
    ];
    for (const broken of refused) {
      for (const cut of [0, 1, Math.floor(broken.length / 2)]) {
        expect(() => split(broken, [cut]), `${broken} cut at ${cut}`).toThrow(NotAJsonArray);
      }
    }
  });
});

describe('readJsonArray', () => {
  const calls = Array.from({ length: 250 }, (_, index) => ({
    id: 250 - index,
    text: `message ${index} äöü`,
  }));

  it('resolves with every element, across cut multi-byte characters', async () => {
    for (const size of [1, 7, 1000, 100_000]) {
      await expect(readJsonArray(body(JSON.stringify(calls), size))).resolves.toEqual(calls);
    }
  });

  it('shows the first elements once, before the list is complete', async () => {
    const seen: unknown[][] = [];
    const all = await readJsonArray(body(JSON.stringify(calls), 512), {
      firstCount: 20,
      onFirst: (first) => seen.push([...first]),
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.length).toBeGreaterThanOrEqual(20);
    expect(seen[0]!.length).toBeLessThan(calls.length);
    expect(seen[0]).toEqual(calls.slice(0, seen[0]!.length));
    expect(all).toEqual(calls);
  });

  it('shows the first elements early even when the whole list comes in one read', async () => {
    const many = Array.from({ length: 5_000 }, (_, index) => ({ text: `call number ${index}` }));
    const text = JSON.stringify(many);
    let first = 0;
    const all = await readJsonArray(body(text, text.length), {
      onFirst: (elements) => (first = elements.length),
    });
    expect(first).toBeGreaterThanOrEqual(100);
    expect(first).toBeLessThan(many.length);
    expect(all).toEqual(many);
  });

  it('does not call onFirst for a list shorter than firstCount', async () => {
    const seen: unknown[] = [];
    const all = await readJsonArray(body('[1,2,3]', 2), { onFirst: (first) => seen.push(first) });
    expect(all).toEqual([1, 2, 3]);
    expect(seen).toEqual([]);
  });

  it('rejects a body that breaks off', async () => {
    const text = JSON.stringify(calls);
    await expect(readJsonArray(body(text.slice(0, -10), 64))).rejects.toThrow(NotAJsonArray);
  });
});
