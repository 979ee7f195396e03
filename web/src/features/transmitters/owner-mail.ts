import { includesName, type User } from '@dapnet/model';
import { buildMailHref } from '../users/mail-links';

/**
 * A mailto: link to the owners of the given transmitters, with the addresses the users list
 * gives (admins see them). Users without an address are left out; null when none is left.
 */
export function ownersMailHref(
  transmitters: readonly { ownerNames: readonly string[] }[],
  users: readonly Pick<User, 'name' | 'mail'>[],
  subject: string,
): string | null {
  const addresses = users
    .filter((user) =>
      transmitters.some((transmitter) => includesName(transmitter.ownerNames, user.name)),
    )
    .map((user) => user.mail);
  return buildMailHref(addresses, subject);
}
