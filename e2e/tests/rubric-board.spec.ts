import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, ADMIN_AUTH, expect, signIn, test } from './fixtures';
import { expectNoSeriousViolations } from './axe';
import { dialog, table } from './pages';

test.use({ language: 'de' });

// No other test writes to this demo rubric, so its slots change only here.
const RUBRIC = 'contest';

type Slot = { text: string } | null;

async function slotsOf(request: APIRequestContext): Promise<Slot[]> {
  const response = await request.get(`/api/news?rubricName=${RUBRIC}`, {
    headers: { Authorization: ADMIN_AUTH },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Slot[];
}

const slot = (page: Page, number: number) =>
  page
    .getByRole('list', { name: 'Was die Pager zeigen' })
    .getByRole('listitem', { name: `Platz ${number}`, exact: true });

async function expectBoard(page: Page, slots: readonly Slot[]) {
  for (const [index, news] of slots.entries()) {
    await expect(slot(page, index + 1)).toContainText(news ? news.text : 'leer');
  }
}

test('a rubric board shows the ten slots, adds at the top and replaces a slot', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  // Slot 2 filled now is slot 3 after adding at the top: replacing it must ask first.
  const seeded = await page.request.post('/api/news', {
    headers: { Authorization: ADMIN_AUTH },
    data: { text: `SEED ${stamp}`, rubricName: RUBRIC, number: 2 },
  });
  expect(seeded.status()).toBe(201);
  const before = await slotsOf(page.request);

  await signIn(page, ADMIN, '/rubrics');
  const link = table(page, 'Rubriken').getByRole('link', { name: RUBRIC, exact: true });
  await expect(link).toHaveAccessibleDescription(`Tafel von ${RUBRIC}`);
  await link.click();
  await expect(page).toHaveURL(`/rubrics/board/${RUBRIC}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rubrik-Tafel' })).toBeVisible();
  await expectBoard(page, before);
  await expectNoSeriousViolations(page, 'rubric board');

  // Add at the top, previewing what the pager makes of "é" (the Core sends it as "i").
  const top = `Café ${stamp}`;
  await page.getByRole('textbox', { name: 'Nachricht', exact: true }).fill(top);
  await expect(page.getByRole('list', { name: /^Vorschau der Pageranzeige/ })).toContainText(
    `Cafi ${stamp}`,
  );
  await page.getByRole('button', { name: 'Oben einfügen' }).click();
  const afterTop = [{ text: top }, ...before.slice(0, 9)];
  await expectBoard(page, afterTop);
  expect((await slotsOf(page.request)).map((news) => news?.text ?? null)).toEqual(
    afterTop.map((news) => news?.text ?? null),
  );

  // Replace slot 3 with the keyboard only: its button, the text, submit, then the confirmation.
  await page.getByRole('button', { name: 'Platz 3 ersetzen' }).focus();
  await page.keyboard.press('Enter');
  const message = page.getByRole('textbox', { name: 'Nachricht', exact: true });
  await expect(message).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Wohin' })).toHaveValue('Platz 3 (ersetzen)');
  const replacement = `NEU ${stamp}`;
  await page.keyboard.type(replacement);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Platz 3 schreiben' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = dialog(page);
  await expect(confirm).toContainText('Platz 3 ersetzen?');
  await expect(confirm).toContainText(`SEED ${stamp}`);
  await expect(confirm.getByRole('button', { name: 'Ersetzen' })).toBeFocused();
  await page.keyboard.press('Enter');

  const afterReplace = afterTop.map((news, index) => (index === 2 ? { text: replacement } : news));
  await expectBoard(page, afterReplace);
  expect((await slotsOf(page.request)).map((news) => news?.text ?? null)).toEqual(
    afterReplace.map((news) => news?.text ?? null),
  );
});
