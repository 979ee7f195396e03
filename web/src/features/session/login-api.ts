import { userSchema } from '@dapnet/model';
import { api } from '../../lib/api-client';
import { encodeBasicCredentials } from '../../lib/basic-auth';
import { apiPath } from '../../lib/url';
import type { SessionUser } from './session-store';

export interface LoginInput {
  name: string;
  password: string;
  remember: boolean;
}

/**
 * The Core has no login endpoint: fetching one's own user with Basic credentials is the probe. A
 * 200 proves the credentials; the answer gives the canonical name and the admin flag.
 */
export async function login({ name, password, remember }: LoginInput): Promise<SessionUser> {
  const typed = name.trim();
  const user = await api.get(apiPath`users/${typed}`, {
    credentials: { basic: encodeBasicCredentials(typed, password) },
    schema: userSchema,
  });
  // Later requests use the server's spelling, so owner names recorded for them match exactly.
  return {
    name: user.name,
    admin: user.admin,
    auth: encodeBasicCredentials(user.name, password),
    remember,
  };
}
