import { describe, expect, it } from 'vitest';
import { endpointText } from './connect-endpoint';

describe('endpointText', () => {
  it("uses the page's host name unless the configuration names one", () => {
    expect(endpointText({ host: '', port: 43434 }, 'dapnet.example')).toBe('dapnet.example:43434');
    expect(endpointText({ host: 'tx.example', port: 4000 }, 'web.example')).toBe('tx.example:4000');
  });

  it('brackets an IPv6 address', () => {
    expect(endpointText({ host: '', port: 43434 }, '[::1]')).toBe('[::1]:43434');
    expect(endpointText({ host: '2001:db8::7', port: 43434 }, 'x')).toBe('[2001:db8::7]:43434');
  });

  it('says nothing when the network names no endpoint', () => {
    expect(endpointText({ host: 'tx.example', port: 0 }, 'web.example')).toBeNull();
  });
});
