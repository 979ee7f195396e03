import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { ADMIN, ADMIN_AUTH, expect, signIn, test, uniqueName } from './fixtures';
import { putTransmitter } from './transmitter';

const headers = { Authorization: ADMIN_AUTH };

/**
 * On Svalbard, where no demo transmitter stands: 10 W at 30 m reaches about 13 km, so two of
 * them 5.6 km apart overlap.
 */
const LONGITUDE = '15.6';

async function createTransmitter(
  request: APIRequestContext,
  name: string,
  latitude: string,
  timeSlot: string,
  power = '10',
) {
  await putTransmitter(request, name, {
    latitude,
    longitude: LONGITUDE,
    power,
    usage: 'WIDERANGE',
    antennaAboveGroundLevel: 30,
    antennaGainDbi: 0,
    timeSlot,
  });
}

/** Two transmitters that share slot 3 where their areas meet, and one that reaches nowhere. */
async function plantOverlap(request: APIRequestContext) {
  const names = { first: uniqueName('tsa'), second: uniqueName('tsb'), silent: uniqueName('tsc') };
  await createTransmitter(request, names.first, '78.2', '03');
  await createTransmitter(request, names.second, '78.25', '3A');
  await createTransmitter(request, names.silent, '78.3', '3', '0');
  const group = uniqueName('plan');
  const created = await request.put(`/api/transmitterGroups/${group}`, {
    headers,
    data: {
      description: 'Timeslot plan',
      transmitterNames: Object.values(names),
      ownerNames: ['admin'],
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const remove = async () => {
    await request.delete(`/api/transmitterGroups/${group}`, { headers });
    for (const name of Object.values(names)) {
      await request.delete(`/api/transmitters/${name}`, { headers });
    }
  };
  return { ...names, group, remove };
}

const slotCell = (page: Page, matrix: string, transmitter: string, slot: number) =>
  page
    .getByRole('table', { name: matrix })
    .getByRole('row', { name: new RegExp(`^${transmitter}`) })
    .getByRole('cell')
    .nth(slot);

test.describe('timeslot planner in German', () => {
  test.use({ language: 'de' });

  test('flags and lists the overlap of a group, by keyboard, and plans the map view', async ({
    page,
    request,
  }) => {
    const planted = await plantOverlap(request);
    try {
      await signIn(page, ADMIN, '/transmitters/timeslots');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Zeitschlitzplaner' }),
      ).toBeVisible();

      // The group picker by keyboard: type, Enter picks the highlighted match.
      const picker = page.getByRole('combobox', { name: 'Sendergruppe' });
      await picker.focus();
      await page.keyboard.type(planted.group);
      await expect(page.getByRole('option', { name: planted.group, exact: true })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`group=${planted.group}`));

      // Slot 3 of both is flagged (icon and words, not colour alone); slot 0 is only in use.
      const matrix = 'Zeitschlitze der Sender';
      await expect(slotCell(page, matrix, planted.first, 3)).toHaveAccessibleName(
        `Belegt, überschneidet sich mit ${planted.second}`,
      );
      await expect(slotCell(page, matrix, planted.second, 3)).toHaveAccessibleName(
        `Belegt, überschneidet sich mit ${planted.first}`,
      );
      await expect(slotCell(page, matrix, planted.first, 0)).toHaveAccessibleName('Belegt');
      await expect(slotCell(page, matrix, planted.second, 10)).toHaveAccessibleName('Belegt');
      await expect(
        page.getByText(
          `${planted.first} und ${planted.second} teilen Zeitschlitz 3; ihre Gebiete berühren sich, 5,6 km voneinander entfernt.`,
        ),
      ).toBeVisible();
      await expect(page.getByText(`${planted.silent}: Leistung 0`)).toBeVisible();
      await expectNoSeriousViolations(page, 'timeslot planner');

      // On by Tab: the map button, the matrix (it scrolls on a phone), the first transmitter.
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('link', { name: 'Ausschnitt auf der Karte wählen' }),
      ).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('region', { name: matrix })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: planted.first, exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
      // The permalink; the map may already have written its view into the address after it.
      await expect(page).toHaveURL(new RegExp(`/transmitters/map/${planted.first}(?:\\?|$)`));

      // From the map: the transmitters in view, the two of them among them.
      const plan = page.getByRole('link', {
        name: 'Zeitschlitze für die sichtbaren Sender planen',
      });
      await expect(plan).toBeVisible();
      await plan.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/transmitters\/timeslots\?area=/);
      await expect(page.getByText(/^Sender im Kartenausschnitt: \d+$/)).toBeVisible();
      await expect(slotCell(page, matrix, planted.first, 3)).toHaveAccessibleName(
        `Belegt, überschneidet sich mit ${planted.second}`,
      );
    } finally {
      await planted.remove();
    }
  });
});

test('the transmitter form suggests other slots only when its own clash nearby', async ({
  page,
  request,
}) => {
  const planted = await plantOverlap(request);
  try {
    await signIn(page, ADMIN, '/transmitters/new');
    const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
    await expect(
      page.getByText('Enter the position, power and antenna height to have the time slots'),
    ).toBeVisible();

    // Between the two planted transmitters, which use 0, 3 and A.
    await field('Latitude').fill('78.22');
    await field('Longitude').fill(LONGITUDE);
    await field('Power').fill('5');
    await field('Antenna height').fill('20');
    const slots = page.getByRole('group', { name: 'Time slots' });
    const slot = (name: string) => slots.getByRole('checkbox', { name, exact: true });
    const suggestion = page.getByRole('note', { name: 'Time slot suggestion' });
    // The slots are chips: a click on the chip's text toggles its checkbox.
    const toggle = (name: string) => slots.getByText(name, { exact: true }).click();

    // Slot 3 clashes: a set of three is offered, keeping 1 and 2.
    await toggle('1');
    await toggle('2');
    await toggle('3');
    await expect(suggestion).toContainText('Chosen here but used nearby: 3');
    // Slots nobody nearby uses: nothing to suggest.
    await toggle('3');
    await expect(suggestion).toHaveCount(0);
    await toggle('3');
    await expect(suggestion).toContainText('Used nearby: 0, 3, A');
    const offered = suggestion.getByText(/^Free here instead: slots (.+)$/);
    const set = /slots (.+)$/.exec((await offered.textContent())!)![1]!.split(', ');
    expect(set).toHaveLength(3);
    expect(set).toEqual(expect.arrayContaining(['1', '2']));
    expect(set.some((item) => ['0', '3', 'A'].includes(item))).toBe(false);

    await suggestion.getByRole('button', { name: `Use slots ${set.join(', ')}` }).click();
    for (const item of set) await expect(slot(item)).toBeChecked();
    await expect(slot('3')).not.toBeChecked();
    await expect(suggestion).toHaveCount(0);
  } finally {
    await planted.remove();
  }
});
