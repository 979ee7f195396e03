import { render, screen } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInStages, LaterStage, renderInStages } from './staged-render';

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

describe('the staged takeover of a prerendered page', () => {
  /** The page, prerendered as the build does it, in a root of the document. */
  function prerendered(page: ReactElement) {
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    document.body.append(root);
    return root;
  }

  it('takes each later stage over in a task of its own, keeping its markup on the screen until then', async () => {
    const { drawn, tasks, onShown, Part } = recorder();
    const clicked = vi.fn();
    const Page = () => (
      <div>
        <Part name="bar" />
        <LaterStage>
          <main>
            <Part name="page" />
            <button type="button" onClick={clicked}>
              Send
            </button>
          </main>
        </LaterStage>
        <LaterStage>
          <footer>
            <Part name="footer" />
          </footer>
        </LaterStage>
      </div>
    );
    const root = prerendered(<Page />);
    drawn.length = 0;
    tasks.length = 0;
    const markup = root.innerHTML;
    const button = screen.getByRole('button', { name: 'Send' });

    hydrateInStages(() => hydrateRoot(root, <Page />), onShown);
    // The stages' markup stays as it was prerendered, until each stage takes its own over.
    expect(drawn).toEqual(['bar']);
    expect(root.innerHTML).toBe(markup);

    await vi.waitFor(() => expect(onShown).toHaveBeenCalledOnce());
    expect(drawn).toEqual(['bar', 'page', 'footer', 'shown']);
    expect(new Set(tasks).size).toBe(3);
    // Taken over, not drawn anew: the same elements, now answering.
    expect(root.innerHTML).toBe(markup);
    expect(button.isConnected).toBe(true);
    button.click();
    expect(clicked).toHaveBeenCalledOnce();
  });
});
