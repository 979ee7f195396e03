import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../testing/render';
import { CopyButton } from './copy-button';
import { WidgetProvider } from './widgets/kit/widget-provider';

const renderButton = () =>
  renderElement(
    <WidgetProvider>
      <CopyButton text="Key123" label="Copy the auth key" />
    </WidgetProvider>,
  );

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

describe('CopyButton', () => {
  it('copies through the older copy command where the clipboard API is missing (plain HTTP)', async () => {
    let copied = '';
    // jsdom has no copy command: this one reads the selected text area, as a browser copies it.
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: vi.fn(() => {
        copied = document.querySelector('textarea')?.value ?? '';
        return true;
      }),
    });
    await renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the auth key' }));
    expect(copied).toBe('Key123');
    // Said on the button and to screen readers; the helper text area is gone again.
    expect(screen.getByRole('button', { name: 'Copy the auth key' })).toHaveTextContent('Copied');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says when copying did not work', async () => {
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    await renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy the auth key' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('select the text and copy it yourself'),
    );
  });
});
