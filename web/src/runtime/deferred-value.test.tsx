import { render, screen, waitFor } from '@testing-library/react';
import { useDeferredValue, useState } from 'react';
import { describe, expect, it } from 'vitest';

/** Lets the microtasks queued so far (and those they queue) run, but no other task. */
async function microtasks() {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

/** A search box whose results follow its text deferred; each render is recorded as "text|results". */
function Search({ renders }: { renders: string[] }) {
  const [text, setText] = useState('');
  const searched = useDeferredValue(text);
  renders.push(`${text}|${searched}`);
  return (
    <label>
      Search
      <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
    </label>
  );
}

/** Types `value` as the browser does: not fireEvent, whose act() would run everything waiting. */
function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('useDeferredValue on the runtime (Preact behind React names)', () => {
  it('renders a new text first with the previous results, and the results in a render after', async () => {
    const renders: string[] = [];
    render(<Search renders={renders} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });

    type(input, 'a');
    await microtasks();
    // The input's own render shows the text and still the old results: the key is painted first.
    expect(renders).toEqual(['|', 'a|']);
    await waitFor(() => expect(renders).toEqual(['|', 'a|', 'a|a']));
  });

  it('skips a text that was replaced before it was searched', async () => {
    const renders: string[] = [];
    render(<Search renders={renders} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' });

    type(input, 'a');
    await microtasks();
    type(input, 'ab');
    await microtasks();
    await waitFor(() => expect(renders.at(-1)).toBe('ab|ab'));
    expect(renders).not.toContain('a|a');
  });
});
