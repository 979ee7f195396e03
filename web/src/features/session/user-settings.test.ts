import { describe, expect, it } from 'vitest';
import { readPerUser } from './user-settings';

describe("each user's settings", () => {
  it('keeps valid settings per user', () => {
    const stored = {
      f4abc: {
        groupChoices: { pinned: ['fr-all'], recent: ['all'] },
        pagesSeenUntil: '2026-11-24T10:00:00Z',
        pageNotifications: true,
        siteNotifications: true,
      },
    };
    expect(readPerUser(stored)).toEqual(stored);
  });

  it('replaces what does not make sense with the defaults', () => {
    expect(readPerUser([1])).toEqual({});
    expect(
      readPerUser({
        bob: { groupChoices: { pinned: 'x', recent: [1, 'ok'] }, pagesSeenUntil: 'soon' },
      }),
    ).toEqual({
      bob: {
        groupChoices: { pinned: [], recent: ['ok'] },
        pagesSeenUntil: null,
        pageNotifications: false,
        siteNotifications: false,
      },
    });
  });
});
