import { normalizeName, type User } from '@dapnet/model';
import { buildMailHrefs } from './mail-links';

/**
 * The mail addresses of the given owners, looked up in the user list (names matched ignoring
 * case, each owner once). Owners without an address, or unknown to the list, are left out.
 */
export function ownerAddresses(
  ownerNames: readonly string[],
  users: readonly Pick<User, 'name' | 'mail'>[],
): string[] {
  const mails = new Map(users.map((user) => [normalizeName(user.name), user.mail]));
  const wanted = new Set(ownerNames.map(normalizeName));
  return [...wanted].flatMap((name) => {
    const mail = mails.get(name)?.trim();
    return mail ? [mail] : [];
  });
}

/**
 * The mailto: links to every owner of the given items (transmitters, nodes), with the addresses
 * the users list gives (admins see them): several owners in BCC, split over more than one link
 * when they do not fit in one (see buildMailHrefs); empty when none has an address.
 */
export function ownersMailHrefs(
  items: readonly { ownerNames: readonly string[] }[],
  users: readonly Pick<User, 'name' | 'mail'>[],
  subject: string,
): string[] {
  const owners = items.flatMap((item) => item.ownerNames);
  return buildMailHrefs(ownerAddresses(owners, users), subject);
}
