import type { User } from '@dapnet/model';
import type { Db } from '../db/database.js';
import { documentTable, type DocumentTable } from './document-table.js';

/** A stored user: the public record plus the password hash, which is never served. */
export interface UserRecord extends Required<User> {
  hash: string;
}

export interface UsersTable extends Omit<DocumentTable<UserRecord>, 'listJson' | 'listViewJson'> {
  /** The user's record without the hash, as every answer shows it. */
  publicList(): Required<User>[];
}

/** Users keep their hash in a column of its own so no answer can serve it by accident. */
export function usersTable(db: Db): UsersTable {
  const documents = documentTable<Required<User>>(db, 'users');
  const hashOf = db.prepare<[string], { hash: string }>('SELECT hash FROM users WHERE name = ?');
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO users (name, hash, doc) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET hash = excluded.hash, doc = excluded.doc`,
  );

  const withHash = (user: Required<User>): UserRecord => ({
    ...user,
    hash: hashOf.get(user.name)?.hash ?? '',
  });

  return {
    list: () => documents.list().map(withHash),
    publicList: () => documents.list(),
    get: (name) => {
      const user = documents.get(name);
      return user ? withHash(user) : undefined;
    },
    has: documents.has,
    put: ({ hash, ...user }) =>
      void upsert.run(
        user.name,
        hash,
        JSON.stringify({ name: user.name, mail: user.mail, admin: user.admin }),
      ),
    delete: documents.delete,
    count: documents.count,
    names: documents.names,
  };
}
