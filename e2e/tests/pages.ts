import { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * What the specs find on a page, found the way a person does (by role and name): tables, rows,
 * dialogs, the search box and the option pickers, in one place.
 */

/** A table by its caption. */
export const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });

/** The row of a table (or of any region holding one) with a cell showing exactly `name`. */
export const rowOf = (container: Locator, name: string) =>
  container
    .getByRole('row')
    .filter({ has: container.page().getByRole('cell', { name, exact: true }) });

/** The open dialog (alerts, confirmations, pop-ups). */
export const dialog = (page: Page) => page.getByRole('dialog');

/** An overview's search box. */
export const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

/** An overview's side panel: its actions and statistics. */
export const sidePanel = (page: Page) =>
  page.getByRole('complementary', { name: 'Actions and statistics' });

/** Submits the open form. */
export const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click();

/** Picks an option in a searchable select or multiselect by typing, as a keyboard user would. */
export async function chooseOption(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await input.press('Escape');
}

/** Picks an option by opening the list and clicking it, as a mouse user would. */
export async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Picks an option of a searchable multiselect with the keyboard only. */
export async function pickByKeyboard(page: Page, label: RegExp, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.focus();
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

/** Answers an intercepted API request with a JSON body. */
export const answerJson = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The Core's 400 answer to a record that breaks its rules. */
export const constraintViolation = (violations: unknown[]) => ({
  code: 4001,
  name: 'Constraint Violation',
  message: 'Missing fields or invalid values',
  violations,
});
