/**
 * Things in an imported state that will bite later, reported as warnings rather than refused:
 * real Core states do carry dangling references (Core #126), and refusing them would leave the
 * network stuck on the old Core. References are matched ignoring case, as our server does.
 */
import { normalizeName } from '@dapnet/model';
import type { ParsedState } from './state-read.js';

const namesOf = (records: readonly { name: string }[]) => new Set(records.map((r) => r.name));

export function checkState(state: ParsedState): string[] {
  const warnings: string[] = [];
  const check = (where: string, references: readonly string[], existing: Set<string>) => {
    const unknown = references.filter((name) => !existing.has(normalizeName(name)));
    if (unknown.length > 0) warnings.push(`${where}: unknown ${unknown.join(', ')}`);
  };
  const users = namesOf(state.users);
  const subscribers = namesOf(state.subscribers);
  const transmitters = namesOf(state.transmitters);
  const groups = namesOf(state.transmitterGroups);

  for (const user of state.users) {
    if (user.hash === '') warnings.push(`users[${user.name}]: no password hash, cannot log in`);
  }
  const owned = {
    callSigns: state.subscribers,
    nodes: state.nodes,
    transmitters: state.transmitters,
    transmitterGroups: state.transmitterGroups,
    rubrics: state.rubrics,
  };
  for (const [kind, records] of Object.entries(owned)) {
    for (const record of records) {
      check(`${kind}[${record.name}].ownerNames`, record.ownerNames, users);
    }
  }
  for (const group of state.transmitterGroups) {
    check(
      `transmitterGroups[${group.name}].transmitterNames`,
      group.transmitterNames,
      transmitters,
    );
  }
  for (const rubric of state.rubrics) {
    check(`rubrics[${rubric.name}].transmitterGroupNames`, rubric.transmitterGroupNames, groups);
  }
  state.calls.forEach((call, index) => {
    check(`calls[${index}].callSignNames`, call.callSignNames, subscribers);
    check(`calls[${index}].transmitterGroupNames`, call.transmitterGroupNames, groups);
    check(`calls[${index}].ownerName`, [call.ownerName], users);
  });
  return warnings;
}
