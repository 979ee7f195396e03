import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../testing/render';
import type * as KitMenuModule from './feedback/kit-menu';

/**
 * A fresh copy of the menu whose kit part arrives only when `arrive` is called: the kit's menu is
 * kept once loaded, for every menu, and the tests say when it is asked for and when it comes.
 */
async function menuWithKitOnHold() {
  vi.resetModules();
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let delivered!: () => void;
  const delivery = new Promise<void>((resolve) => (delivered = resolve));
  const asked = vi.fn();
  vi.doMock('./feedback/kit-menu', async (importOriginal) => {
    asked();
    const original = await importOriginal<typeof KitMenuModule>();
    await arrived;
    delivered();
    return original;
  });
  const { Menu } = await import('./menu');
  // The kit's module is handed over once it has been imported (the libraries are transformed for
  // the tests, scripts/react-runtime.ts: its first import takes seconds on a busy machine), and
  // resolves a few tasks after that: inside act, so that what it sets off (the menus redrawn,
  // their effects) has run when act ends, on Preact as on React.
  const arriveInAct = () =>
    act(async () => {
      arrive();
      await delivery;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  return { Menu, asked, arrive: arriveInAct };
}

const exportEntries = (picked: () => void) => [
  { label: 'CSV', onSelect: picked },
  { label: 'Wiki', href: 'https://example.org/wiki', dividerBefore: true },
];

// Each test imports the kit afresh, which takes seconds on a busy machine.
describe('Menu', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.doUnmock('./feedback/kit-menu');
  });

  it('fetches nothing until its button is used, however long the page stays idle', async () => {
    const { Menu, asked, arrive } = await menuWithKitOnHold();
    await renderElement(
      <Menu trigger={<button type="button">Export</button>} entries={exportEntries(vi.fn())} />,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).not.toHaveBeenCalled();

    // The pointer on the button is the first sign.
    fireEvent.pointerEnter(button);
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    // Not left half-imported: the next test's import of the kit's menu would wait for this one.
    await arrive();
  });

  it('opens once, as soon as the kit is there, after a click that came before it', async () => {
    const { Menu, asked, arrive } = await menuWithKitOnHold();
    const picked = vi.fn();
    await renderElement(
      <Menu
        trigger={<button type="button">Export</button>}
        note="12 rows"
        entries={exportEntries(picked)}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(asked).toHaveBeenCalled());
    expect(screen.queryByRole('menu', { hidden: true })).not.toBeInTheDocument();

    await arrive();
    // jsdom lays nothing out, so the kit's positioning may hide the open dropdown: `hidden`.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveTextContent('12 rows');
    expect(screen.getAllByRole('menu', { hidden: true })).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Wiki', hidden: true })).toHaveAttribute(
      'href',
      'https://example.org/wiki',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV', hidden: true }));
    expect(picked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('keeps a press whose click comes after the kit arrived: the menu opens, not lost', async () => {
    const { Menu, arrive } = await menuWithKitOnHold();
    await renderElement(
      <Menu trigger={<button type="button">Export</button>} entries={exportEntries(vi.fn())} />,
    );
    const pressedButton = screen.getByRole('button', { name: 'Export' });
    fireEvent.pointerDown(pressedButton);
    await arrive();
    // Still the same button while the pointer is down: drawn anew, it would lose the click.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Export' })).toBe(pressedButton);

    fireEvent.pointerUp(pressedButton);
    fireEvent.click(pressedButton);
    expect(await screen.findByRole('menu', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('loads on focus; the focused button keeps the focus and Enter opens the menu', async () => {
    const { Menu, asked, arrive } = await menuWithKitOnHold();
    await renderElement(
      <Menu
        trigger={<button type="button">Mail</button>}
        entries={[{ label: 'Part 1 of 2', href: 'mailto:a@example.org' }]}
      />,
    );
    await userEvent.tab();
    const plain = screen.getByRole('button', { name: 'Mail' });
    expect(plain).toHaveFocus();
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await arrive();

    // The kit's menu draws the button anew: the new one has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mail' })).not.toBe(plain));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mail' })).toHaveFocus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Part 1 of 2' })).toHaveAttribute(
      'href',
      'mailto:a@example.org',
    );
  });
});
