import { describe, expect, it } from 'vitest';
import { getConfig } from '../lib/config';
import { firstRequests } from './first-requests';

describe("a page's first requests, as the build finds them", () => {
  it("are the calls list's reads, by who asks, with the user's name marked", async () => {
    await expect(firstRequests('/calls')).resolves.toEqual({
      user: [
        { base: 'api', path: 'calls?ownerName=~user~&order=newest-first' },
        { base: 'monitor', path: 'receipts/calls' },
      ],
      admin: [
        { base: 'api', path: 'calls?order=newest-first' },
        { base: 'monitor', path: 'receipts/calls' },
      ],
    });
  });

  it("follow what the page's data module declares for admins (the owners' names)", async () => {
    const requests = await firstRequests('/transmitters');
    expect(requests.user).toEqual([{ base: 'api', path: 'transmitters' }]);
    expect(requests.admin).toEqual([
      { base: 'api', path: 'transmitters' },
      { base: 'api', path: 'users' },
    ]);
  });

  it('are none for a page whose first screen asks for nothing, and leave no trace', async () => {
    const [config, fetch] = [getConfig(), globalThis.fetch];
    await expect(firstRequests('/login')).resolves.toEqual({});
    expect(getConfig()).toBe(config);
    expect(globalThis.fetch).toBe(fetch);
  });
});
