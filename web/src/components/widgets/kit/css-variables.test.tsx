import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { WidgetProvider } from './widget-provider';

/** The declarations (`--name: value`) in a style sheet's text. */
const declarations = (css: string) =>
  new Set(css.match(/--[\w-]+:\s*[^;}]+/g)?.map((line) => line.replace(/\s+/g, ' ').trim()));

const written = () => document.head.querySelectorAll('style[data-kit-variables]');

describe("the kit's CSS variables", () => {
  it('are written once for every widget, and stay when the widgets go', () => {
    const { unmount } = render(
      <>
        <WidgetProvider>
          <p>first</p>
        </WidgetProvider>
        <WidgetProvider>
          <p>second</p>
        </WidgetProvider>
      </>,
    );
    expect(written()).toHaveLength(1);
    // No widget writes its own copy.
    expect(document.querySelectorAll('style[data-mantine-styles="true"]')).toHaveLength(0);
    unmount();
    expect(written()).toHaveLength(1);
    expect(written()[0]!.textContent).toContain('--mantine-color-dapnet-7: var(--app-red-7)');
  });

  it('hold every variable the kit would write for our theme itself', () => {
    render(
      <WidgetProvider>
        <p>widget</p>
      </WidgetProvider>,
    );
    const ours = declarations(written()[0]!.textContent ?? '');
    const { container } = render(
      <MantineProvider theme={theme}>
        <p>the kit's own</p>
      </MantineProvider>,
    );
    const own = document.querySelector('style[data-mantine-styles="true"]');
    expect(own, container.innerHTML).not.toBeNull();
    const missing = [...declarations(own!.textContent ?? '')].filter((line) => !ours.has(line));
    expect(missing).toEqual([]);
  });
});
