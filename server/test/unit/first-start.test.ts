import { describe, expect, it } from 'vitest';
import { userInputSchema } from '@dapnet/model';
import { generatePassword, isLoopbackHost } from '../../src/auth/first-start.js';
import { readSettings } from '../../src/config.js';

describe('isLoopbackHost', () => {
  it.each(['localhost', 'LOCALHOST', '127.0.0.1', '127.1.2.3', '::1', '[::1]'])(
    '%s is loopback',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );
  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.10',
    '10.0.0.1',
    'dapnet.example.org',
    '127.0.0.256',
    '128.0.0.1',
  ])('%s is public', (host) => expect(isLoopbackHost(host)).toBe(false));
});

describe('generatePassword', () => {
  it('makes different 20-character passwords the model accepts', () => {
    const passwords = Array.from({ length: 50 }, () => generatePassword());
    expect(new Set(passwords).size).toBe(50);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(userInputSchema.safeParse({ hash: password, mail: 'a@b.org' }).success).toBe(true);
    }
  });
});

describe('first-start settings by host', () => {
  it('on loopback: demo data and admin / admin by default', () => {
    const settings = readSettings({ HOST: '127.0.0.1' });
    expect(settings.publicHost).toBe(false);
    expect(settings.demoData).toBe(true);
    expect(settings.adminPassword).toBe('admin');
  });

  it('on a public host: no demo data and no admin password (one is generated)', () => {
    const settings = readSettings({ HOST: '0.0.0.0' });
    expect(settings.publicHost).toBe(true);
    expect(settings.demoData).toBe(false);
    expect(settings.adminPassword).toBeUndefined();
    expect(readSettings({ HOST: '::', DAPNET_DEMO: '1' }).demoData).toBe(true);
    expect(readSettings({ HOST: '10.0.0.5', DAPNET_ADMIN_PASSWORD: 'mine2' }).adminPassword).toBe(
      'mine2',
    );
  });

  it('refuses a well-known admin password on a public host, naming the setting', () => {
    for (const password of ['admin', 'pager73', 'Admin'])
      expect(() => readSettings({ HOST: '0.0.0.0', DAPNET_ADMIN_PASSWORD: password })).toThrow(
        /DAPNET_ADMIN_PASSWORD.*well-known/,
      );
    expect(readSettings({ HOST: 'localhost', DAPNET_ADMIN_PASSWORD: 'admin' }).adminPassword).toBe(
      'admin',
    );
  });
});
