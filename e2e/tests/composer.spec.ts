import { ADMIN_AUTH, expect, signIn, test } from './fixtures';
import { pickByKeyboard, pickOption } from './pages';

/** A plain user who owns two subscribers (f1xyz, f4abc) and the group fr-all. */
const F4ABC = { name: 'f4abc', password: 'pager73' };

test.describe('the pager-aware composer, in German', () => {
  test.use({ language: 'de' });

  test('marks what pagers show differently, replaces it, previews the display and sends a test page', async ({
    page,
    request,
  }) => {
    await signIn(page, F4ABC, '/calls/new');
    const box = page.getByRole('textbox', { name: /^Nachricht/ });
    const marks = page.getByRole('list', { name: 'Manche Pager zeigen diese Zeichen anders an' });
    const display = page.getByRole('list', { name: /^Vorschau der Pageranzeige \(20 Zeichen/ });

    await box.fill('Grüße');
    await expect(marks.getByRole('listitem')).toHaveCount(2);
    await expect(marks.getByRole('listitem').first()).toContainText('ü');
    await expect(marks.getByRole('listitem').first()).toContainText('deutschem Zeichensatz');
    await expect(marks.getByRole('button', { name: '„ß“ durch „ss“ ersetzen' })).toBeVisible();
    await expect(display.getByRole('listitem')).toHaveText(['F4ABC: Grüße']);

    await page.getByRole('button', { name: 'Alle ersetzen' }).click();
    await expect(box).toHaveValue('Gruesse');
    await expect(marks).toBeHidden();

    // The display breaks every 20 characters, as the pager does (not at words).
    const text = `Test ${Date.now().toString(36)}: Treffen morgen um 10 Uhr am Relais`;
    await box.fill(text);
    const shown = `F4ABC: ${text}`;
    await expect(display.getByRole('listitem')).toHaveText(shown.match(/.{1,20}/g)!);

    // The test page: to the user's own subscriber, through the group chosen in the form.
    await pickByKeyboard(page, /^Sendergruppen/, 'fr-all');
    await pickOption(page, 'Mein Pager', 'f1xyz');
    await page.getByRole('button', { name: 'Testruf an meinen Pager senden' }).click();
    await expect(page.getByText('Der Text ging an Ihren Teilnehmer f1xyz.')).toBeVisible();
    await expect(page).toHaveURL('/calls/new');
    await expect(box).toHaveValue(text);

    const calls = (await (
      await request.get('/api/calls', { headers: { Authorization: ADMIN_AUTH } })
    ).json()) as { text: string }[];
    expect(calls.find((call) => call.text === shown)).toMatchObject({
      callSignNames: ['f1xyz'],
      transmitterGroupNames: ['fr-all'],
      emergency: false,
      ownerName: 'f4abc',
    });
  });
});
