import type { Page } from '@playwright/test';
import { ADMIN, expect, test, signIn, ADMIN_AUTH, uniqueName } from './fixtures';
import { putTransmitter } from './transmitter';
import { dialog, submit } from './pages';

async function fetchTransmitter(page: Page, name: string) {
  const response = await page.request.get(`/api/transmitters/${name}`, {
    headers: { Authorization: ADMIN_AUTH },
  });
  return { status: response.status(), body: response.ok() ? await response.json() : null };
}

const field = (page: Page, name: RegExp | string) =>
  page.getByRole('textbox', { name: typeof name === 'string' ? new RegExp(`^${name}`) : name });

/** Time slots are toggle chips: a person clicks the visible chip, not the hidden checkbox. */
const slots = (page: Page) => page.getByRole('group', { name: 'Time slots' });
const slot = (page: Page, name: string) => slots(page).getByRole('checkbox', { name });
async function toggleSlot(page: Page, name: string) {
  await slots(page).getByText(name, { exact: true }).click();
}

async function chooseOwner(page: Page, owner: string, label = 'Owners') {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('combobox', { name: label }).fill(owner);
  await page.getByRole('option', { name: owner, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Everything a valid new transmitter needs, typed in like a person would. */
async function fillValidForm(page: Page, name: string) {
  await field(page, 'Callsign').fill(name);
  await field(page, 'Auth key').fill('secret42');
  await field(page, 'Latitude').fill('50.5');
  await field(page, 'Longitude').fill('6.25');
  // 1 W or less: a personal transmitter, the usage a new one starts with.
  await field(page, 'Power').fill('0.5');
  await toggleSlot(page, '4');
  await chooseOwner(page, 'dl1abc');
}

test.describe('transmitter form', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, ADMIN);
  });

  test('creates, edits and deletes a transmitter', async ({ page }) => {
    test.setTimeout(90_000);
    const name = uniqueName('tx');
    await page.goto('/transmitters/new');
    await expect(page).toHaveTitle('New transmitter - DAPNET');

    // Defaults of a new transmitter.
    await expect(page.getByRole('combobox', { name: 'Usage' })).toHaveValue('Personal');
    await expect(page.getByRole('combobox', { name: 'Antenna type' })).toHaveValue(
      'Omnidirectional',
    );
    await expect(field(page, 'Identification address')).toHaveValue('8');
    await expect(field(page, /^Antenna direction/)).toBeDisabled();

    await field(page, 'Callsign').fill(name);

    // A generated auth key: 20 letters and digits without look-alikes, shown and copyable.
    await page.getByRole('button', { name: 'Generate' }).click();
    const authKey = await field(page, 'Auth key').inputValue();
    expect(authKey).toMatch(/^[A-Za-z2-9]{20}$/);
    expect(authKey).not.toMatch(/[0O1lI]/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Operation successfully executed.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(authKey);

    // The directory knows db0abc; an unknown callsign is reported.
    const callsign = page.getByRole('textbox', { name: /^Import the location/ });
    await callsign.fill('xx9zzz');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('The directory knows no location for xx9zzz.')).toBeVisible();
    await callsign.fill('db0abc');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText(/Location of db0abc .* imported\./)).toBeVisible();
    const entry = (
      (await (await page.request.get('/services/directory?callsign=db0abc')).json()) as {
        data: { latitude: number; longitude: number }[];
      }
    ).data[0]!;
    await expect(field(page, 'Latitude')).toHaveValue(entry.latitude.toFixed(6));
    await expect(field(page, 'Longitude')).toHaveValue(entry.longitude.toFixed(6));

    // Picking on the map (it opens at the imported position) fills both with 6 decimals.
    await page.getByRole('button', { name: 'Pick on the map' }).click();
    const map = dialog(page).getByRole('region', { name: 'Map for picking the location' });
    await expect(map).toBeVisible();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30);
    await expect(field(page, 'Latitude')).not.toHaveValue(entry.latitude.toFixed(6));
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const latitude = await field(page, 'Latitude').inputValue();
    const longitude = await field(page, 'Longitude').inputValue();
    expect(latitude).toMatch(/^50\.\d{6}$/);
    expect(longitude).toMatch(/^6\.\d{6}$/);

    await field(page, 'Power').fill('12.5');
    await page.getByRole('combobox', { name: 'Usage' }).click();
    await page.getByRole('option', { name: 'Widerange', exact: true }).click();
    for (const name of ['A', '3', '1']) await toggleSlot(page, name);
    await chooseOwner(page, 'dl1abc');
    await submit(page);

    // A new transmitter goes on to its guide page (transmitter-guide.spec.ts).
    await expect(page).toHaveURL(`/transmitters/guide/${name}`);
    await expect(page.getByText('Operation successfully executed.').first()).toBeVisible();
    const created = await fetchTransmitter(page, name);
    expect(created.body).toMatchObject({
      name,
      authKey,
      latitude,
      longitude,
      power: '12.5',
      usage: 'WIDERANGE',
      antennaType: 'OMNI',
      identificationAddress: 8,
      timeSlot: '13A',
      ownerNames: ['dl1abc'],
    });

    // Editing: the name is locked with the duplication note; direction only for directional.
    await page.goto(`/transmitters/edit/${name}`);
    await expect(page).toHaveTitle('Edit transmitter - DAPNET');
    await expect(field(page, 'Callsign')).toBeDisabled();
    await expect(field(page, 'Callsign')).toHaveValue(name);
    await expect(page.getByText('Changing this name would create a duplicate')).toBeVisible();
    await expect(field(page, 'Auth key')).toHaveValue(authKey);
    await expect(slot(page, 'A')).toBeChecked();
    await expect(slot(page, '2')).not.toBeChecked();
    await expect(field(page, /^Antenna direction/)).toBeDisabled();
    await page.getByRole('combobox', { name: 'Antenna type' }).click();
    await page.getByRole('option', { name: 'Directional', exact: true }).click();
    await expect(field(page, /^Antenna direction/)).toBeEnabled();
    await field(page, /^Antenna direction/).fill('90');
    await toggleSlot(page, '3');
    await submit(page);
    await expect(page).toHaveURL('/transmitters');
    await expect
      .poll(async () => (await fetchTransmitter(page, name)).body)
      .toMatchObject({ antennaType: 'DIRECTIONAL', antennaDirection: 90, timeSlot: '1A' });

    // Deleting asks first.
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog(page).getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    await expect.poll(async () => (await fetchTransmitter(page, name)).status).toBe(404);
  });

  test('an edit keeps a disabled transmitter disabled', async ({ page, request }) => {
    const name = uniqueName('tx');
    await putTransmitter(request, name, {
      latitude: '48.1',
      longitude: '-11.5',
      timeSlot: '2',
      status: 'DISABLED',
    });
    await page.goto(`/transmitters/edit/${name}`);
    await expect(page.getByRole('checkbox', { name: 'Transmitter disabled' })).toBeChecked();
    // A western longitude is shown unsigned with the hemisphere select.
    await expect(field(page, 'Longitude')).toHaveValue('11.5');
    await expect(page.getByRole('combobox', { name: 'East/West' })).toHaveValue('-1');
    await field(page, 'Power').fill('0.5');
    await submit(page);
    await expect(page).toHaveURL('/transmitters');
    await expect
      .poll(async () => (await fetchTransmitter(page, name)).body)
      .toMatchObject({ status: 'DISABLED', power: '0.5', longitude: '-11.5' });

    await page.goto(`/transmitters/edit/${name}`);
    await page.getByRole('checkbox', { name: 'Transmitter disabled' }).uncheck();
    await submit(page);
    await expect(page).toHaveURL('/transmitters');
    await expect
      .poll(async () => (await fetchTransmitter(page, name)).body?.status)
      .toBe('OFFLINE');
  });

  test('empty fields give Missing input', async ({ page }) => {
    await page.goto('/transmitters/new');
    await submit(page);
    await expect(dialog(page).getByText('Missing input')).toBeVisible();
    await expect(dialog(page)).toContainText('Please fill in every field to continue.');
    await dialog(page).getByRole('button', { name: 'OK' }).click();

    // A form complete except for the time slots is still missing input.
    await fillValidForm(page, uniqueName('tx'));
    await toggleSlot(page, '4');
    await expect(slot(page, '4')).not.toBeChecked();
    await submit(page);
    await expect(dialog(page).getByText('Missing input')).toBeVisible();
  });

  test('stores the time slots sorted whatever order they are chosen in, and refuses a callsign the software could not log in with', async ({
    page,
  }) => {
    const name = uniqueName('tx');
    await page.goto('/transmitters/new');
    await fillValidForm(page, name);
    // Slot 4 from fillValidForm, then F, A and 0: sent and stored as 04AF, as DAPNETGateway needs.
    for (const chosen of ['F', 'A', '0']) await toggleSlot(page, chosen);

    // A hyphen passes as a name elsewhere, but the login line allows letters, digits and _ only.
    await field(page, 'Callsign').fill(`${name.slice(0, 15)}-x`);
    await submit(page);
    await expect(
      page.getByText(
        "A transmitter's name is the callsign its software logs in with: only letters, digits and _.",
      ),
    ).toBeVisible();
    await expect(page).toHaveURL('/transmitters/new');
    expect((await fetchTransmitter(page, `${name.slice(0, 15)}-x`)).status).toBe(404);

    await field(page, 'Callsign').fill(name);
    await submit(page);
    // A new transmitter's save leads to its connection guide.
    await expect(page).toHaveURL(`/transmitters/guide/${name}`);
    expect((await fetchTransmitter(page, name)).body.timeSlot).toBe('04AF');
    await page.request.delete(`/api/transmitters/${name}`, {
      headers: { Authorization: ADMIN_AUTH },
    });
  });

  test('an auth key with other characters gives Forbidden character', async ({ page }) => {
    const name = uniqueName('tx');
    await page.goto('/transmitters/new');
    await fillValidForm(page, name);
    await field(page, 'Auth key').fill('secret-42');
    await submit(page);
    await expect(dialog(page).getByText('Forbidden character')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/transmitters/new');
    expect((await fetchTransmitter(page, name)).status).toBe(404);
  });

  test('an unreadable or empty coordinate gives Invalid location', async ({ page }) => {
    const name = uniqueName('tx');
    await page.goto('/transmitters/new');
    await fillValidForm(page, name);
    await field(page, 'Latitude').fill('50,5.1');
    await submit(page);
    await expect(dialog(page).getByText('Invalid location')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await field(page, 'Latitude').fill('');
    await submit(page);
    await expect(dialog(page).getByText('Invalid location')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    expect((await fetchTransmitter(page, name)).status).toBe(404);
  });

  test('creating under an existing name gives Prevented Overwriting', async ({ page }) => {
    const before = (await fetchTransmitter(page, 'db0abc')).body;
    await page.goto('/transmitters/new');
    await fillValidForm(page, 'db0abc');
    await submit(page);
    await expect(dialog(page).getByText('Prevented Overwriting')).toBeVisible();
    await expect(dialog(page)).toContainText(
      'A possible case of overwriting existing data has been prevented.',
    );
    expect((await fetchTransmitter(page, 'db0abc')).body).toEqual(before);
  });
});

test.describe('transmitter form in German', () => {
  test.use({ language: 'de' });

  test('a signed coordinate sets the hemisphere; location and usage problems say where', async ({
    page,
  }) => {
    const name = uniqueName('tx');
    await signIn(page, ADMIN, '/transmitters/new');
    await field(page, 'Rufzeichen').fill(name);
    await field(page, 'Auth-Key').fill('secret42');
    await page.getByRole('group', { name: 'Zeitschlitze' }).getByText('4', { exact: true }).click();
    await chooseOwner(page, 'dl1abc', 'Besitzer');

    // Pasted from a map: the minus sign moves into the hemisphere select.
    await field(page, 'Längengrad').fill('-3,70');
    await expect(field(page, 'Längengrad')).toHaveValue('3,70');
    await expect(page.getByRole('combobox', { name: 'Ost/West' })).toHaveValue('-1');

    // An empty latitude: the alert names the hemisphere select, the field is marked and focused.
    await page.getByRole('button', { name: 'Absenden' }).click();
    const location = dialog(page).filter({ hasText: 'Ungültiger Standort' });
    await expect(location).toContainText('wählen Sie die Hemisphäre in der Auswahl');
    await location.getByRole('button', { name: 'OK' }).click();
    await expect(field(page, 'Breitengrad')).toBeFocused();
    await expect(field(page, 'Breitengrad')).toHaveAccessibleDescription(
      /wählen Sie daneben die Hemisphäre/,
    );
    await field(page, 'Breitengrad').fill('40,41');

    // 5 W is widerange: a personal transmitter of 5 W is warned about and saved only on confirm.
    await field(page, 'Leistung').fill('5');
    await expect(page.getByText('Mit 5 W ist dieser Sender „Weitbereich“')).toBeVisible();
    await page.getByRole('button', { name: 'Absenden' }).click();
    const mismatch = dialog(page).filter({ hasText: 'Nutzung passt nicht zur Leistung' });
    await expect(mismatch).toContainText('Mit 5 W ist dieser Sender „Weitbereich“');
    await mismatch.getByRole('button', { name: 'Abbrechen' }).click();
    expect((await fetchTransmitter(page, name)).status).toBe(404);
    await page.getByRole('button', { name: 'Absenden' }).click();
    await mismatch.getByRole('button', { name: 'Trotzdem speichern' }).click();
    await expect(page).toHaveURL(`/transmitters/guide/${name}`);
    expect((await fetchTransmitter(page, name)).body).toMatchObject({
      latitude: '40.41',
      longitude: '-3.70',
      power: '5',
      usage: 'PERSONAL',
    });
    await page.request.delete(`/api/transmitters/${name}`, {
      headers: { Authorization: ADMIN_AUTH },
    });
  });
});
