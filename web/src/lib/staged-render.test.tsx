import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaterStage, renderInStages } from './staged-render';

let taskNumber = 0;
let thisTask: number | undefined;

/** A number for the task running now: the same for every call until its microtasks are done. */
function currentTask(): number {
  if (thisTask === undefined) {
    thisTask = ++taskNumber;
    queueMicrotask(() => (thisTask = undefined));
  }
  return thisTask;
}

/** A root holding a static frame, as index.html's does. */
function rootWithFrame() {
  const root = document.createElement('div');
  root.innerHTML = '<div data-static-frame><p>frame</p></div>';
  document.body.append(root);
  return root;
}

/** The staged render's container in `root`: the element that is not the frame. */
const container = (root: HTMLElement) => root.querySelector(':scope > :not([data-static-frame])')!;

/**
 * A part that records its name and the task it is drawn in, and an `onShown` that records
 * 'shown': the order and the tasks of a staged render.
 */
function recorder() {
  const drawn: string[] = [];
  const tasks: number[] = [];
  const onShown = vi.fn(() => drawn.push('shown'));
  const Part = ({ name }: { name: string }) => {
    drawn.push(name);
    tasks.push(currentTask());
    return <p>{name}</p>;
  };
  return { drawn, tasks, onShown, Part };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the staged first render', () => {
  it('draws each later stage in a task of its own, out of sight, and shows the page once all are drawn', async () => {
    const root = rootWithFrame();
    const { drawn, tasks, onShown, Part } = recorder();
    renderInStages(
      root,
      (into) =>
        createRoot(into).render(
          <>
            <Part name="bar" />
            <LaterStage>
              <Part name="page" />
            </LaterStage>
            <LaterStage>
              <Part name="footer" />
            </LaterStage>
          </>,
        ),
      onShown,
    );
    // The first stage is drawn out of sight; the frame is on show.
    expect(drawn).toEqual(['bar']);
    expect(root.querySelector('[data-static-frame]')).not.toBeNull();
    expect((container(root) as HTMLElement).style.visibility).toBe('hidden');

    await vi.waitFor(() => expect(onShown).toHaveBeenCalledOnce());
    expect(drawn).toEqual(['bar', 'page', 'footer', 'shown']);
    expect(new Set(tasks).size).toBe(3);
    expect(root.querySelector('[data-static-frame]')).toBeNull();
    const shown = container(root) as HTMLElement;
    expect(shown.style.visibility).toBe('');
    expect(shown.style.display).toBe('contents');
    expect(shown.textContent).toBe('barpagefooter');
  });

  it('waits for a later stage that a later stage holds, and not for one that went away', async () => {
    const root = rootWithFrame();
    const { drawn, tasks, onShown, Part } = recorder();
    let hide = () => {};
    function Toggle() {
      const [shown, setShown] = useState(true);
      hide = () => setShown(false);
      return shown ? (
        <LaterStage>
          <Part name="gone" />
        </LaterStage>
      ) : null;
    }
    renderInStages(
      root,
      (into) =>
        createRoot(into).render(
          <>
            <LaterStage>
              <Part name="outer" />
              <LaterStage>
                <Part name="inner" />
              </LaterStage>
            </LaterStage>
            <Toggle />
          </>,
        ),
      onShown,
    );
    // Gone before its stage came: it holds nothing back (else the page would wait 3 s).
    hide();
    await vi.waitFor(() => expect(onShown).toHaveBeenCalledOnce());
    expect(drawn).toEqual(['outer', 'inner', 'shown']);
    expect(tasks[0]).not.toBe(tasks[1]);
    expect(container(root).textContent).toBe('outerinner');
  });

  it('draws a later stage at once where no render is staged (tests, the prerender, later renders)', () => {
    render(
      <LaterStage>
        <p>at once</p>
      </LaterStage>,
    );
    expect(screen.getByText('at once')).toBeInTheDocument();
  });
});
