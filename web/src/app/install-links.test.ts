import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntilFirstScreen } from '../lib/first-screen';
import { addInstallLinks, linkInstallFilesAfterFirstScreen } from './install-links';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('the links to the manifest and the home-screen icon', () => {
  it('are added under the app’s base address, once', () => {
    addInstallLinks(document.head, '/dapnet/');
    addInstallLinks(document.head, '/dapnet/');
    expect(links()).toEqual([
      ['manifest', '/dapnet/manifest.webmanifest'],
      ['apple-touch-icon', '/dapnet/icons/icon-192.png'],
    ]);
  });

  it('wait for the first screen, so that their requests do not compete with the page’s', async () => {
    const release = holdUntilFirstScreen();
    linkInstallFilesAfterFirstScreen();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(links()).toEqual([]);
    release();
    await vi.waitFor(() =>
      expect(links()).toEqual([
        ['manifest', '/manifest.webmanifest'],
        ['apple-touch-icon', '/icons/icon-192.png'],
      ]),
    );
  });
});
