import { ADMIN, ADMIN_AUTH, expect, signIn, test, uniqueName } from './fixtures';

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
    await expect(
      popup.getByText('db0nbg', { exact: true }).or(popup.getByRole('link', { name: 'db0nbg' })),
    ).toBeVisible();
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
    // Never among those that can send.
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
});
