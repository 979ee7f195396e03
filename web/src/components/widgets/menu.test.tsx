import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../testing/render';

/** A fresh copy of the menu each time: the kit's menu is kept once loaded, for every menu. */
async function freshMenu() {
  vi.resetModules();
  return (await import('./menu')).Menu;
}

// Each test imports the kit afresh, which takes seconds on a busy machine.
describe('Menu', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('shows its button before the kit has loaded, and a click then opens the menu', async () => {
    const Menu = await freshMenu();
    const picked = vi.fn();
    await renderElement(
      <Menu
        trigger={<button type="button">Export</button>}
        note="12 rows"
        entries={[
          { label: 'CSV', onSelect: picked },
          { label: 'Wiki', href: 'https://example.org/wiki', dividerBefore: true },
        ]}
      />,
    );
    // Clicked at once: the kit's code is still on its way.
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(button);

    // jsdom lays nothing out, so the kit's positioning may hide the open dropdown: `hidden`.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(menu).toHaveTextContent('12 rows');
    expect(await screen.findByRole('menuitem', { name: 'Wiki', hidden: true })).toHaveAttribute(
      'href',
      'https://example.org/wiki',
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV', hidden: true }));
    expect(picked).toHaveBeenCalledTimes(1);
  });

  it('loads the kit when the browser is idle, and a focused button keeps the focus', async () => {
    let runWhenIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      runWhenIdle = run;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const Menu = await freshMenu();
      await renderElement(
        <Menu
          trigger={<button type="button">Mail</button>}
          entries={[{ label: 'Part 1 of 2', href: 'mailto:a@example.org' }]}
        />,
      );
      const plain = screen.getByRole('button', { name: 'Mail' });
      plain.focus();
      // Nothing is fetched until the browser is idle.
      expect(runWhenIdle).toBeDefined();
      act(() => runWhenIdle!());

      // The kit's menu draws the button anew: the new one has the focus.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Mail' })).not.toBe(plain));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Mail' })).toHaveFocus());
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('menuitem', { name: 'Part 1 of 2' })).toHaveAttribute(
        'href',
        'mailto:a@example.org',
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
