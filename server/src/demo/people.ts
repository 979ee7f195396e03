/**
 * The demo accounts. They all share one password (letters and digits only, as the Core demands)
 * so the README and the browser tests can log in as an admin or as an ordinary user.
 */
export const DEMO_PASSWORD = 'pager73';

export interface DemoUser {
  name: string;
  mail: string;
  admin: boolean;
}

const user = (name: string, admin = false): DemoUser => ({
  name,
  mail: `${name}@example.org`,
  admin,
});

/** Demo users besides `admin` (which bootstrap creates with its own password). */
export const DEMO_USERS: readonly DemoUser[] = [
  user('dl1abc', true),
  user('on4abc', true),
  user('db9xyz'),
  user('pa3xyz'),
  user('f4abc'),
  user('oe3abc'),
  user('hb9abc'),
  user('sp5abc'),
  user('sm5abc'),
  user('ik2abc'),
];

export const DEMO_ADMIN_NAMES = DEMO_USERS.filter((demo) => demo.admin).map((demo) => demo.name);
export const DEMO_USER_NAMES = DEMO_USERS.filter((demo) => !demo.admin).map((demo) => demo.name);

/** The account bootstrap creates; the demo data gives it some records of its own. */
export const ADMIN_NAME = 'admin';
