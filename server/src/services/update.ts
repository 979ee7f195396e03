/**
 * The update-information service: compares the versions a client runs with the newest known ones
 * and answers in plain text. The public network's update server answers with HTML that the old
 * front end rendered raw; plain text keeps the answer safe to show as text anywhere.
 */
import { COMPONENT_NAMES, NEWEST_VERSIONS, type Component } from './versions.js';

const COMPONENTS = Object.keys(NEWEST_VERSIONS) as Component[];

/** A release number with up to four parts, an optional "v" and optional -tag and +build parts. */
const VERSION =
  /^v?(\d{1,6}(?:\.\d{1,6}){0,3})(?:-([0-9A-Za-z.-]{1,40}))?(?:\+[0-9A-Za-z.-]{1,40})?$/;
/** What a Core without a jar version reports (contract: `core` is ... or `UNKNOWN`). */
const UNKNOWN = 'unknown';

interface ParsedVersion {
  parts: number[];
  preRelease: boolean;
}

/**
 * Tags that mark a pre-release (1.2.0-beta.1 comes before 1.2.0). Other tags only label a build:
 * the embedded server reports its Core version as 1.1.5.6-embedded, which is release 1.1.5.6.
 */
const PRE_RELEASE = /^(?:alpha|beta|rc|pre|dev|snapshot)/i;

function parseVersion(text: string): ParsedVersion | undefined {
  const match = VERSION.exec(text);
  if (!match) return undefined;
  return { parts: match[1]!.split('.').map(Number), preRelease: PRE_RELEASE.test(match[2] ?? '') };
}

/** Negative when a is older than b; parts missing on one side count as 0 (1.1.5 == 1.1.5.0). */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a);
  const right = parseVersion(b);
  if (!left || !right) throw new Error(`not a version: ${left ? b : a}`);
  const length = Math.max(left.parts.length, right.parts.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left.parts[index] ?? 0) - (right.parts[index] ?? 0);
    if (difference !== 0) return difference;
  }
  // Same numbers: a pre-release (1.2.0-beta) comes before the release (1.2.0).
  return Number(right.preRelease) - Number(left.preRelease);
}

export type UpdateQuery = Record<string, unknown>;

export interface UpdateAnswer {
  /** False when the query was unusable (answered with 400). */
  ok: boolean;
  text: string;
  /** The same as data (when ok), for clients that word it themselves (JSON answer). */
  statements?: { updateAvailable: boolean; components: ComponentStatement[] };
}

/** Where a running version stands against the newest known one. */
export type VersionState = 'unknown' | 'outdated' | 'newer' | 'current';

/** One component's statement, as data: a client words it in its own language. */
export interface ComponentStatement {
  component: Component;
  name: string;
  running: string;
  newest: string;
  state: VersionState;
}

function componentStatement(component: Component, running: string): ComponentStatement {
  const statement = { component, name: COMPONENT_NAMES[component], running };
  const newest = NEWEST_VERSIONS[component];
  if (running.toLowerCase() === UNKNOWN) return { ...statement, newest, state: 'unknown' };
  const order = compareVersions(running, newest);
  const state = order < 0 ? 'outdated' : order > 0 ? 'newer' : 'current';
  return { ...statement, newest, state };
}

/** The English line of a statement (the plain-text answer). */
function statementLine({ name, running, newest, state }: ComponentStatement): string {
  switch (state) {
    case 'unknown':
      return `${name}: your version is unknown; the newest known version is ${newest}.`;
    case 'outdated':
      return `${name}: an update is available: ${newest} (you are running ${running}).`;
    case 'newer':
      return `${name}: you are running ${running}, newer than the newest known version ${newest}.`;
    case 'current':
      return `${name}: you are running ${running}, the newest known version.`;
  }
}

/** Builds the plain-text answer, or says which query values are missing or not versions. */
export function updateInformation(query: UpdateQuery): UpdateAnswer {
  const running = (component: Component) => {
    const value = query[component];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  const invalid = COMPONENTS.filter((component) => {
    const value = running(component);
    return value === undefined || (value.toLowerCase() !== UNKNOWN && !parseVersion(value));
  });
  if (invalid.length > 0) {
    const example = COMPONENTS.map(
      (component) => `${component}=${NEWEST_VERSIONS[component]}`,
    ).join('&');
    return {
      ok: false,
      text:
        `Missing or invalid version for: ${invalid.join(', ')}.\n` +
        `Ask with one version number each for core, api and web, for example ?${example}\n`,
    };
  }
  const components = COMPONENTS.map((component) =>
    componentStatement(component, running(component)!),
  );
  const updateAvailable = components.some((entry) => entry.state === 'outdated');
  const summary = updateAvailable
    ? 'An update is available.'
    : 'You are running the newest known versions.';
  return {
    ok: true,
    text: [summary, ...components.map(statementLine)].join('\n') + '\n',
    statements: { updateAvailable, components },
  };
}
