import { useSession } from '../features/session/session-store';
import { configureApiClient } from '../lib/api-client';

/** "x" in Base64: the credentials a test's signed-in user sends (the stubbed fetch ignores them). */
const CREDENTIALS = 'eA==';

/**
 * Signs f4abc, a user who is no admin, in for a component test: the session holds the user and
 * the API client sends its requests to `/api` with the user's credentials, for the test's own
 * stubbed fetch to answer.
 */
export function signInAsUser(): void {
  configureApiClient({
    baseUrl: () => '/api',
    credentials: () => CREDENTIALS,
    onUnauthorized: async () => false,
  });
  useSession.setState({
    user: { name: 'f4abc', admin: false, auth: CREDENTIALS, remember: false },
  });
}
