import type { WireMessage } from './protocol.js';
import type { ReceivedMessage } from './simulator-options.js';

/** The fields a message must have, or a test of it. */
export type MessageMatch =
  Partial<Pick<WireMessage, 'ric' | 'text' | 'function'>> | ((message: ReceivedMessage) => boolean);

/** Who hears of each message a simulated transmitter receives from now on. */
export type MessageListeners = Set<(message: ReceivedMessage) => void>;

function matcher(match: MessageMatch): (message: ReceivedMessage) => boolean {
  if (typeof match === 'function') return match;
  return (message) =>
    Object.entries(match).every(([key, value]) => message[key as keyof WireMessage] === value);
}

/**
 * Resolves with the first message of `receiver` (already received or still to come) that
 * matches; rejects after `timeoutMs`, naming the messages seen.
 */
export function waitForMessage(
  receiver: { name: string; messages: readonly ReceivedMessage[] },
  listeners: MessageListeners,
  match: MessageMatch,
  timeoutMs: number,
): Promise<ReceivedMessage> {
  const matches = matcher(match);
  const earlier = receiver.messages.find(matches);
  if (earlier) return Promise.resolve(earlier);
  return new Promise((resolve, reject) => {
    const listener = (message: ReceivedMessage) => {
      if (!matches(message)) return;
      cleanUp();
      resolve(message);
    };
    const timer = setTimeout(() => {
      cleanUp();
      const seen = receiver.messages.map((m) => `${m.ric}:${m.text}`).join(', ') || 'none';
      reject(
        new Error(`${receiver.name}: no matching message within ${timeoutMs} ms (seen: ${seen})`),
      );
    }, timeoutMs);
    const cleanUp = () => {
      clearTimeout(timer);
      listeners.delete(listener);
    };
    listeners.add(listener);
  });
}
