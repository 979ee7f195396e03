import type { User } from '@dapnet/model';
import { useQuery } from '@tanstack/react-query';
import { usersApi } from './api';

export interface OwnersForMail {
  /** The users with their addresses; undefined for non-admins and until they arrive. */
  users: readonly User[] | undefined;
  /**
   * Whether the page's rows may show. An admin's rows get a mail button per owner once the users
   * are there: rows shown before grew when the users arrived after the records, and moved every
   * row below them (a layout shift). They wait for the users, or for their request to fail.
   */
  rowsReady: boolean;
}

/** The users a list page needs to offer mail to the owners of its records: admins only. */
export function useOwnersForMail(admin: boolean): OwnersForMail {
  // Mail addresses are for admins only; the list is not even asked for otherwise.
  const users = useQuery({ ...usersApi.listQuery(), enabled: admin });
  return { users: users.data, rowsReady: !admin || users.data !== undefined || users.isError };
}
