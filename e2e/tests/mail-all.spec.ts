import { ADMIN, ADMIN_AUTH, expect, signIn, test, uniqueName } from './fixtures';

// The limit mail clients and systems carry in a mailto: link (web/src/features/users/mail-links.ts).
const MAILTO_MAX_LENGTH = 2000;

test.use({ language: 'de' });

test('mail to all users goes in BCC and is split when it is longer than a link carries', async ({
  page,
}) => {
  // Six long addresses on top of the demo users make about 2,600 characters: too many for one link.
  const created = Array.from({ length: 6 }, () => uniqueName('mail'));
  const mailOf = (name: string) => `${name}.${'x'.repeat(380)}@example.org`;
  try {
    for (const name of created) {
      const response = await page.request.put(`/api/users/${name}`, {
        headers: { Authorization: ADMIN_AUTH },
        data: { hash: 'secret123', mail: mailOf(name), admin: false },
      });
      expect(response.ok(), await response.text()).toBeTruthy();
    }
    await signIn(page, ADMIN, '/users');
    const side = page.getByRole('complementary', { name: 'Aktionen und Statistik' });
    await side.getByRole('button', { name: 'E-Mail an alle Benutzer senden' }).click();

    const parts = page.getByRole('menuitem', { name: /^Teil \d von \d$/ });
    await expect(parts.first()).toBeVisible();
    const count = await parts.count();
    expect(count).toBeGreaterThan(1);
    await expect(parts.first()).toHaveText(`Teil 1 von ${count}`);
    await expect(page.getByRole('menuitem', { name: 'Alle Adressen kopieren' })).toBeVisible();

    const mailed: string[] = [];
    for (const part of await parts.all()) {
      const href = (await part.getAttribute('href')) ?? '';
      expect(href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
      const url = new URL(href);
      expect(url.protocol).toBe('mailto:');
      // Nobody in To, everybody in BCC.
      expect(url.pathname).toBe('');
      expect(url.searchParams.get('subject')).toBe('[DAPNET] Benutzer');
      mailed.push(...(url.searchParams.get('bcc') ?? '').split(','));
    }
    expect(mailed).toEqual(expect.arrayContaining([...created.map(mailOf), 'db9xyz@example.org']));
    expect(new Set(mailed).size).toBe(mailed.length);
  } finally {
    for (const name of created) {
      await page.request.delete(`/api/users/${name}`, { headers: { Authorization: ADMIN_AUTH } });
    }
  }
});
