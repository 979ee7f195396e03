import { ADMIN, ADMIN_AUTH, expect, signIn, test, uniqueName } from './fixtures';
import { rowOf, table } from './pages';
import { connectTransmitter, putTransmitter } from './transmitter';

/**
 * What operators meet in their first week (issue 28, points 20 to 23): who covers a point and
 * the map's popups, the free-slot suggestion, the monitoring screens, and My sites' uptime.
 */

// A login and a map per test on a shared 2-core machine: give them room.
test.describe.configure({ timeout: 60_000 });

test.describe('in German', () => {
  test.use({ language: 'de' });

  test('who covers a point lists a disabled transmitter apart, with its status', async ({
    page,
  }) => {
    // Every status on the map: db0nbg (Nuremberg) is disabled, and its popup says so.
    await signIn(page, ADMIN, '/transmitters/map/db0nbg?online=0');
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByRole('link', { name: 'db0nbg' })).toBeVisible();
    await expect(popup).toContainText('StatusDeaktiviert');

    const panel = page.getByRole('region', { name: 'Wer versorgt diesen Punkt?' });
    const place = panel.getByRole('textbox', { name: 'Ort' });
    await place.fill('db0nbg');
    await panel.getByRole('button', { name: 'Suchen' }).click();
    // "Find" zooms to the point.
    await expect(page).toHaveURL(/[?&]zoom=(1[1-9])\b/);

    const result = panel.getByRole('region', { name: 'Sender, die den Punkt erreichen' });
    const silent = result.getByRole('region', {
      name: 'Würden ihn erreichen, senden aber gerade nicht:',
    });
    await expect(silent.getByRole('listitem').filter({ hasText: 'db0nbg' })).toContainText(
      /^db0nbg Deaktiviert -\d+ dBm, stark, 0 km$/,
    );
    // Never among those that can send: no transmitter on the air reaches Nuremberg.
    await expect(result).toContainText('Kein Sender in Betrieb erreicht diesen Punkt.');
    await expect(
      result
        .getByRole('listitem')
        .filter({ hasText: 'db0nbg' })
        .filter({ hasNotText: 'Deaktiviert' }),
    ).toHaveCount(0);

    // After "show all", the statistics count the coverage shown.
    const statistics = page.getByRole('region', { name: 'Statistik' });
    await expect(statistics.getByRole('definition').last()).toHaveText('0');
    await page.getByRole('button', { name: 'Alle Abdeckungen anzeigen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Weiter' }).click();
    const shown = await statistics.getByRole('definition').first().textContent();
    await expect(statistics.getByRole('definition').last()).toHaveText(
      /^(\d+) von/.exec(shown ?? '')?.[1] ?? 'none',
    );
  });

  test('the monitoring screen shows rubric names and content as readable text', async ({
    page,
    request,
  }) => {
    // A rubric for db0abc's group (connected by the demo's simulators): its name goes on the air
    // at once, its content when posted, both in the Skyper form (shifted, umlauts as codes).
    const headers = { Authorization: ADMIN_AUTH };
    const name = uniqueName('wx');
    const created = await request.put(`/api/rubrics/${name}`, {
      headers,
      data: {
        number: 77,
        label: 'Glätte Süd',
        transmitterGroupNames: ['dl-nw'],
        ownerNames: ['admin'],
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();
    try {
      const posted = await request.post('/api/news', {
        headers,
        data: { rubricName: name, text: 'Glätte auf der A4 bei Düren', number: 3 },
      });
      expect(posted.ok(), await posted.text()).toBeTruthy();

      await signIn(page, ADMIN, '/transmitters/monitor/db0abc');
      const recent = page.getByRole('table', { name: 'Zuletzt gesendete Nachrichten' });
      await expect(
        recent
          .getByRole('row')
          .filter({ hasText: '4512' })
          .filter({ hasText: 'Rubrik 77, Name: Glätte Süd' }),
      ).toHaveCount(1);
      await expect(
        recent
          .getByRole('row')
          .filter({ hasText: '4520' })
          .filter({ hasText: 'Rubrik 77, Platz 3: Glätte auf der A4 bei Düren' }),
      ).toHaveCount(1);
    } finally {
      await request.delete(`/api/rubrics/${name}`, { headers });
    }
  });

  test("the node monitoring screen charts its transmitters' counts", async ({ page, request }) => {
    const response = await request.get('/api/transmitters', {
      headers: { Authorization: ADMIN_AUTH },
    });
    const transmitters = (await response.json()) as { status: string; nodeName: string | null }[];
    const online = transmitters.filter(
      (item) => item.nodeName === 'db0dbn' && item.status === 'ONLINE',
    ).length;
    const total = transmitters.filter((item) => item.nodeName === 'db0dbn').length;
    expect(online).toBeGreaterThan(0);

    await signIn(page, ADMIN, '/nodes/monitor/db0dbn');
    const history = page.getByRole('region', { name: 'Letzte 24 Stunden' });
    const chart = history.getByRole('figure', { name: 'Sender online' });
    await expect(chart).toContainText(new RegExp(`Jetzt ${online} · niedrigster Wert \\d+`));
    await expect(history).toContainText(`Sender dieses Knotens jetzt: ${total}`);
  });

  test("My sites shows each transmitter's uptime from the server, also after a reload", async ({
    page,
    request,
  }) => {
    // A plain user who owns demo transmitters, among them the disabled f1stb, never connected.
    const owner = { name: 'f4abc', password: 'pager73' };
    const name = uniqueName('up');
    await putTransmitter(request, name, { authKey: 'uptime42', ownerNames: [owner.name] });
    const simulator = connectTransmitter({ name, authKey: 'uptime42' });
    try {
      await simulator.handshake();
      await expect
        .poll(async () => {
          const response = await request.get(`/monitor/transmitters/${name}`);
          return ((await response.json()) as { history: unknown[] }).history.length;
        })
        .toBeGreaterThan(0);

      await signIn(page, owner, '/transmitters/sites');
      const sites = table(page, 'Standorte');
      await expect(sites.getByRole('columnheader', { name: 'Verfügbarkeit 24 h' })).toBeVisible();
      await expect(sites.getByRole('columnheader', { name: 'Verfügbarkeit 7 Tage' })).toBeVisible();
      // Connected moments ago: all of the time the history knows, and how long that is.
      const figure = /^100\s%\sder letzten \d+ min$/;
      await expect(rowOf(sites, name).getByRole('cell', { name: figure })).toHaveCount(2);
      await expect(rowOf(sites, 'f1stb')).toContainText('Nicht erfasst');

      // What the page shows comes from the server's history, so a reload keeps it.
      await page.reload();
      await expect(rowOf(sites, name).getByRole('cell', { name: figure })).toHaveCount(2);

      // A server without that history (a real Core): no figure, and why.
      await page.route('**/monitor/uptime?*', (route) =>
        route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
      );
      await page.reload();
      await expect(rowOf(sites, name)).toBeVisible();
      await expect(page.getByText('Keine Angaben zur Verfügbarkeit:')).toBeVisible();
      await expect(sites.getByRole('columnheader', { name: 'Verfügbarkeit 24 h' })).toHaveCount(0);
    } finally {
      await simulator.close();
      await request.delete(`/api/transmitters/${name}`, { headers: { Authorization: ADMIN_AUTH } });
    }
  });
});
