/**
 * What a new database's accounts start with. On loopback (a person trying the app on their own
 * machine) the known demo logins are convenient; a server reachable by others must never start
 * with a password an attacker would try first, so there one is generated.
 */
import { randomInt } from 'node:crypto';
import { isAlphanumeric } from '@dapnet/model';

/** Passwords that are public knowledge: the old default and the demo accounts' one. */
export const WELL_KNOWN_PASSWORDS: readonly string[] = ['admin', 'pager73'];

const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Length of a generated password: 20 of 62 symbols is about 119 bits, beyond any guessing. */
export const GENERATED_PASSWORD_LENGTH = 20;

/**
 * A password from the operating system's cryptographic randomness, of letters and digits only,
 * as the model's password rule requires (randomInt has no modulo bias).
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  let password = '';
  for (let i = 0; i < length; i++)
    password += LETTERS_AND_DIGITS[randomInt(LETTERS_AND_DIGITS.length)];
  if (!isAlphanumeric(password)) throw new Error('generated password breaks the password rule');
  return password;
}

/**
 * True for host names that only this machine can reach: `localhost`, 127.0.0.0/8 and ::1. Every
 * other value (0.0.0.0, ::, a LAN or public address, a host name) counts as public.
 */
export function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (value === 'localhost' || value === '::1' || value === '0:0:0:0:0:0:0:1') return true;
  const octets = value.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}

export function isWellKnownPassword(password: string): boolean {
  return WELL_KNOWN_PASSWORDS.includes(password.toLowerCase());
}
