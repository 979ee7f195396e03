import type { Call } from '@dapnet/model';

/** The sender's name starts every message, as pagers show no sender. */
export function messagePrefix(userName: string): string {
  return `${userName.toUpperCase()}: `;
}

/** What "send again" carries to the new-call page: the call's recipients, groups and text. */
export interface CallToRepeat {
  /** The message without the sender's prefix, which the form puts in front again. */
  text: string;
  callSignNames: string[];
  transmitterGroupNames: string[];
}

/** The router state of the link to the new-call page (navigation state, not the address). */
export function sendAgainState(call: Call, prefix: string): { sendAgain: CallToRepeat } {
  return {
    sendAgain: {
      text: call.text.startsWith(prefix) ? call.text.slice(prefix.length) : call.text,
      callSignNames: [...call.callSignNames],
      transmitterGroupNames: [...call.transmitterGroupNames],
    },
  };
}

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The call to repeat from a location's state; history entries can hold anything, so checked. */
export function readSendAgain(state: unknown): CallToRepeat | null {
  const again = (state as { sendAgain?: Partial<Record<keyof CallToRepeat, unknown>> } | null)
    ?.sendAgain;
  if (!again || typeof again.text !== 'string') return null;
  if (!strings(again.callSignNames) || !strings(again.transmitterGroupNames)) return null;
  return {
    text: again.text,
    callSignNames: again.callSignNames,
    transmitterGroupNames: again.transmitterGroupNames,
  };
}
