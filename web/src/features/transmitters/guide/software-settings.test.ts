import { describe, expect, it } from 'vitest';
import { dapnetGatewayIni, endpointValues, settingLines } from './software-settings';

const values = { host: 'dapnet.example', port: 43434, callsign: 'db0abc', authKey: 'Key123' };

describe('software settings', () => {
  it('gives the DAPNETGateway.ini lines by section', () => {
    expect(dapnetGatewayIni(values)).toBe(
      [
        '[General]',
        'Callsign=db0abc',
        '',
        '[DAPNET]',
        'Address=dapnet.example',
        'Port=43434',
        'AuthKey=Key123',
      ].join('\n'),
    );
  });

  it("names UniPager's config.json keys", () => {
    expect(settingLines('uniPager', values).map((line) => `${line.where} ${line.value}`)).toEqual([
      'master.server dapnet.example',
      'master.port 43434',
      'master.call db0abc',
      'master.auth Key123',
    ]);
  });

  it('leaves out host and port when the network names no endpoint', () => {
    const none = { ...values, ...endpointValues({ host: 'x', port: 0 }, 'web.example') };
    expect(settingLines('other', none).map((line) => line.field)).toEqual(['callsign', 'authKey']);
    expect(dapnetGatewayIni(none)).not.toContain('Address=');
  });

  it("takes the page's host when the configuration names none, without IPv6 brackets", () => {
    expect(endpointValues({ host: '', port: 43434 }, 'web.example')).toEqual({
      host: 'web.example',
      port: 43434,
    });
    expect(endpointValues({ host: '', port: 43434 }, '[2001:db8::1]').host).toBe('2001:db8::1');
    expect(endpointValues({ host: 'tx.example', port: 4000 }, 'web.example').host).toBe(
      'tx.example',
    );
  });
});
