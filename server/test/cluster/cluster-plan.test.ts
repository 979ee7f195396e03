/**
 * `npm run cluster`'s planning, before anything starts: the command line, each node's name and
 * ports, the settings each node's process gets, and the banner a person reads.
 */
import { describe, expect, it } from 'vitest';
import { clusterBanner } from '../../src/cluster/banner.js';
import {
  nodeEnvironment,
  parseClusterArgs,
  planNodes,
  UsageError,
} from '../../src/cluster/cluster-plan.js';
import type { NodeProcess } from '../../src/cluster/node-process.js';

const ROOT = '/srv/dapnet-web';

describe('the cluster command line', () => {
  it('starts three nodes from npm start’s ports, PostgreSQL on 5433 in the data folder', () => {
    const options = parseClusterArgs([], ROOT);
    expect(options).toMatchObject({
      nodes: 3,
      webPort: 8080,
      transmitterPort: 43434,
      postgresPort: 5433,
      folder: '/srv/dapnet-web/data/cluster',
      messages: false,
    });
    expect(planNodes(options)).toEqual([
      { name: 'node-a', port: 8080, transmitterPort: 43434 },
      { name: 'node-b', port: 8081, transmitterPort: 43435 },
      { name: 'node-c', port: 8082, transmitterPort: 43436 },
    ]);
  });

  it('takes other counts and ports', () => {
    const options = parseClusterArgs(
      ['--nodes', '2', '--port', '5511', '--transmitter-port', '5521', '--postgres-port', '5531'],
      ROOT,
    );
    expect(options.postgresPort).toBe(5531);
    expect(planNodes(options)).toEqual([
      { name: 'node-a', port: 5511, transmitterPort: 5521 },
      { name: 'node-b', port: 5512, transmitterPort: 5522 },
    ]);
  });

  it('refuses what cannot be started, naming the option', () => {
    expect(() => parseClusterArgs(['--nodes', '0'], ROOT)).toThrow(UsageError);
    expect(() => parseClusterArgs(['--nodes', '27'], ROOT)).toThrow('--nodes must be');
    expect(() => parseClusterArgs(['--port', 'eighty'], ROOT)).toThrow('--port must be');
    expect(() => parseClusterArgs(['--colour'], ROOT)).toThrow(UsageError);
  });

  it('refuses ports that collide or do not fit', () => {
    const base = { nodes: 3, webPort: 8080, transmitterPort: 43434, postgresPort: 5433 };
    expect(() => planNodes({ ...base, transmitterPort: 8082 })).toThrow('port 8082');
    expect(() => planNodes({ ...base, postgresPort: 8081 })).toThrow('port 8081');
    expect(() => planNodes({ ...base, webPort: 65_534 })).toThrow('65536');
  });
});

describe('a node’s settings', () => {
  const node = { name: 'node-b', port: 8081, transmitterPort: 43435 };
  const url = 'postgres://dapnet@127.0.0.1:5433/dapnet';

  it('has its own ports and name and the network’s one database', () => {
    const env = nodeEnvironment(node, url, { LOG_LEVEL: 'debug', HOST: 'localhost' });
    expect(env).toEqual({
      LOG_LEVEL: 'debug',
      HOST: 'localhost',
      PORT: '8081',
      DAPNET_TRANSMITTER_PORT: '43435',
      DAPNET_NODE_NAME: 'node-b',
      DAPNET_DATABASE_URL: url,
      // The cluster runs the demo transmitters, so that they outlive a node.
      DAPNET_DEMO_TRANSMITTERS: '0',
    });
  });

  it('wins over the same settings in the caller’s environment', () => {
    const env = nodeEnvironment(node, url, { PORT: '9999', DAPNET_NODE_NAME: 'other' });
    expect(env).toMatchObject({ PORT: '8081', DAPNET_NODE_NAME: 'node-b' });
  });
});

describe('the banner', () => {
  it('names each node’s address, transmitter port and pid, the admin login and how to stop', () => {
    const nodes = planNodes({
      nodes: 2,
      webPort: 8080,
      transmitterPort: 43434,
      postgresPort: 5433,
    });
    const banner = clusterBanner({
      cluster: {
        nodes: nodes.map((plan, index) => ({
          plan,
          url: `http://localhost:${plan.port}`,
          process: { child: { pid: 100 + index } } as NodeProcess,
        })),
        adminLogin: () => 'Admin login: admin / admin',
      },
      database: 'dapnet@127.0.0.1:5433/dapnet',
      folder: 'data/cluster',
      demoTransmitters: 30,
    });
    expect(banner).toMatch(
      /node-a\s+http:\/\/localhost:8080\s+transmitters on port 43434\s+pid 100/,
    );
    expect(banner).toMatch(
      /node-b\s+http:\/\/localhost:8081\s+transmitters on port 43435\s+pid 101/,
    );
    expect(banner).toContain('Admin login: admin / admin');
    expect(banner).toContain('30 simulated ones');
    expect(banner).toContain('not restarted');
    expect(banner).toContain('Ctrl-C');
  });
});
