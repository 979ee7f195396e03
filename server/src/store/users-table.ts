import type { User } from '@dapnet/model';
import { documentTable, type DocumentTable } from './document-table.js';
import type { Executor } from './executor.js';

/** A stored user: the public record plus the password hash, which is never served. */
export interface UserRecord extends Required<User> {
  hash: string;
}

export interface UsersTable extends Omit<
  DocumentTable<UserRecord>,
  'listJson' | 'listViewJson' | 'cache' | 'getForUpdate' | 'getManyForUpdate' | 'putMany'
> {
  /** The user's record without the hash, as every answer shows it. */
  publicList(): Promise<Required<User>[]>;
}

/** Users keep their hash in a column of its own so no answer can serve it by accident. */
export function usersTable(executor: Executor): UsersTable {
  const documents = documentTable<Required<User>>(executor, 'users');
  const db = () => executor.db();
  const hashOf = async (name: string) =>
    (await db().selectFrom('users').select('hash').where('name', '=', name).executeTakeFirst())
      ?.hash ?? '';

  const withHash = async (user: Required<User>): Promise<UserRecord> => ({
    ...user,
    hash: await hashOf(user.name),
  });

  return {
    list: async () => {
      const rows = await db().selectFrom('users').select(['doc', 'hash']).orderBy('name').execute();
      return rows.map((row) => ({ ...(JSON.parse(row.doc) as Required<User>), hash: row.hash }));
    },
    publicList: documents.list,
    get: async (name) => {
      const user = await documents.get(name);
      return user ? withHash(user) : undefined;
    },
    has: documents.has,
    put: ({ hash, ...user }) =>
      documents.cache.clearAround(async () => {
        const doc = JSON.stringify({ name: user.name, mail: user.mail, admin: user.admin });
        await db()
          .insertInto('users')
          .values({ name: user.name, hash, doc })
          .onConflict((conflict) => conflict.column('name').doUpdateSet({ hash, doc }))
          .execute();
      }),
    delete: documents.delete,
    count: documents.count,
    names: documents.names,
  };
}
