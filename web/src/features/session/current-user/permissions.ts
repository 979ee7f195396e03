import type { Viewer } from '@dapnet/model';
import { selectUser, useSession } from '../session-store';

// The rule itself lives in @dapnet/model, shared with the server.
export { mayChange, mayChangeUser, type Viewer } from '@dapnet/model';

/** The signed-in viewer, or a guest who may change nothing (the login guard keeps guests out). */
export function useViewer(): Viewer {
  const user = useSession(selectUser);
  return user ?? { name: '', admin: false };
}
