import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/api-client';
import { holdUntilFirstScreen } from '../../lib/first-screen';
import { renderElement } from '../../testing/render';
import { VersionsLine } from './versions-line';

const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
  Response.json({ core: '1.2.3', api: '1.2' }),
);
const versionRequests = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('core/version'));

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({
    baseUrl: () => '/api',
    credentials: () => null,
    onUnauthorized: async () => false,
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("the footer's versions line", () => {
  it("asks for the core's version only once the page's first screen is up", async () => {
    const release = holdUntilFirstScreen();
    await renderElement(<VersionsLine />);
    expect(screen.getByText(/^Core: …/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(versionRequests()).toHaveLength(0);

    act(release);
    expect(await screen.findByText(/^Core: 1\.2\.3/)).toBeVisible();
    expect(versionRequests()).toHaveLength(1);
  });

  it('asks at once where nothing holds it back', async () => {
    await renderElement(<VersionsLine />);
    expect(await screen.findByText(/^Core: 1\.2\.3/)).toBeVisible();
  });
});
