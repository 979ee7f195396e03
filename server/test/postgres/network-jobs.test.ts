/**
 * Two nodes on one database: the jobs that must run once per network (the midnight clean-up,
 * the health samples) run on one of them, and what one node publishes on its event bus is
 * published on the other's (and not back again).
 */
import { expect, it } from 'vitest';
import { createNetworkEvents, type NetworkEvents } from '../../src/events/network-events.js';
import { cleanStateOnce } from '../../src/jobs/state-cleaning.js';
import { forwardEvents } from '../../src/network/event-forwarding.js';
import { createNodeLink } from '../../src/network/node-link.js';
import { twoNodes } from '../helpers/two-nodes.js';

const silent = { info() {}, debug() {}, warn() {}, error() {} } as never;
const nodes = twoNodes();

it('runs the midnight clean-up on one node only, however many get there', async () => {
  const midnight = new Date(2026, 10, 27).getTime();
  const runs = await Promise.all(
    [nodes.first(), nodes.second(), nodes.first(), nodes.second()].map((node) =>
      cleanStateOnce(node.store, node.settings.retention, silent, midnight),
    ),
  );
  expect(runs.filter(Boolean)).toHaveLength(1);
  // The next midnight is another run, again once.
  const next = await Promise.all(
    [nodes.second(), nodes.first()].map((node) =>
      cleanStateOnce(node.store, node.settings.retention, silent, midnight + 86_400_000),
    ),
  );
  expect(next.filter(Boolean)).toHaveLength(1);
  // An earlier midnight that comes late (a slow node) does not run again either.
  expect(
    await cleanStateOnce(nodes.first().store, nodes.first().settings.retention, silent, midnight),
  ).toBe(false);
});

it('publishes what one node announces on the other node’s bus, once', async () => {
  const buses: NetworkEvents[] = [createNetworkEvents(), createNetworkEvents()];
  const stops = [nodes.first(), nodes.second()].map((node, index) =>
    forwardEvents(
      buses[index]!,
      createNodeLink(node.store.database, `node-${index}`, (error) => {
        throw error;
      }),
    ),
  );
  const heard: { bus: number; name: string }[] = [];
  buses.forEach((bus, index) =>
    bus.subscribe('transmitterStatus', ({ name }) => heard.push({ bus: index, name })),
  );
  buses[0]!.publish('transmitterStatus', { name: 'db0abc' });
  await expect.poll(() => heard).toContainEqual({ bus: 1, name: 'db0abc' });
  await new Promise((done) => setTimeout(done, 200));
  // Heard once on each bus: the forwarded copy is not sent back.
  expect(heard).toEqual([
    { bus: 0, name: 'db0abc' },
    { bus: 1, name: 'db0abc' },
  ]);
  stops.forEach((stop) => stop());
});
