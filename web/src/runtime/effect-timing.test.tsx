import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

/** Lets the microtasks queued so far (and those they queue) run, but no other task. */
async function microtasks() {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

/**
 * A key pressed as the browser does it. Not Testing Library's fireEvent: it wraps each event in
 * act(), which runs every pending effect before it returns, whatever the runtime would have done.
 */
function pressKey(element: HTMLElement) {
  element.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }),
  );
}

/** The next task: what an input set off is over by then. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs `run` in a timer's task of its own, as a late answer or a live event would come. */
const inTimerTask = (run: () => void) =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      run();
      resolve();
    }, 0),
  );

interface CounterProps {
  name: string;
  seen: string[];
  /** Is handed a way to add one without an input (as a late answer or a live event would). */
  onMount?: (add: () => void) => void;
}

/** A key adds one; each count's effect is recorded. */
function Counter({ name, seen, onMount }: CounterProps) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    onMount?.(() => setCount((value) => value + 1));
  }, [onMount]);
  useEffect(() => {
    seen.push(`${name} ${count}`);
  }, [name, count, seen]);
  return (
    <button type="button" onKeyDown={() => setCount((value) => value + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

describe('effects on the runtime (Preact behind React names)', () => {
  it("runs the effects of a key's render within the key's task, before any other task", async () => {
    const seen: string[] = [];
    render(<Counter name="keys" seen={seen} />);
    await waitFor(() => expect(seen).toEqual(['keys 0']));
    await nextTask();

    pressKey(screen.getByRole('button', { name: 'keys 0' }));
    await microtasks();
    expect(screen.getByRole('button', { name: 'keys 1' })).toBeInTheDocument();
    expect(seen).toEqual(['keys 0', 'keys 1']);
  });

  it('runs the effects of a render no input caused after the next frame, not before', async () => {
    const seen: string[] = [];
    let add = () => {};
    render(<Counter name="timer" seen={seen} onMount={(given) => (add = given)} />);
    await waitFor(() => expect(seen).toEqual(['timer 0']));
    await nextTask();

    await inTimerTask(add);
    await microtasks();
    // Drawn, and its effect still waits for the frame.
    expect(screen.getByRole('button', { name: 'timer 1' })).toBeInTheDocument();
    expect(seen).toEqual(['timer 0']);
    await waitFor(() => expect(seen).toEqual(['timer 0', 'timer 1']));
  });

  it('runs effects that were waiting for a frame when a key came, with the key’s own', async () => {
    const seen: string[] = [];
    let add = () => {};
    render(
      <>
        <Counter name="late" seen={seen} onMount={(given) => (add = given)} />
        <Counter name="keys" seen={seen} />
      </>,
    );
    await waitFor(() => expect(seen).toHaveLength(2));
    await nextTask();

    await inTimerTask(add);
    await microtasks();
    expect(seen).not.toContain('late 1');

    // The key comes before the frame: Preact would add its effects behind the waiting ones, with
    // no flush of their own.
    pressKey(screen.getByRole('button', { name: 'keys 0' }));
    await microtasks();
    expect(seen.slice(2)).toEqual(['late 1', 'keys 1']);
  });
});
