/**
 * A transmitter's waiting messages in the Core's order: by priority (`MESSAGE_PRIORITIES`, most
 * urgent first), then oldest first; messages of the same priority and time keep their arrival
 * order. A binary heap, so a full queue of a busy transmitter stays cheap.
 */
import { MESSAGE_PRIORITIES, type MessagePriority } from '@dapnet/model';
import type { PagerMessage } from './pager-message.js';

const RANK = new Map<MessagePriority, number>(
  MESSAGE_PRIORITIES.map((priority, rank) => [priority, rank]),
);

interface Entry {
  message: PagerMessage;
  rank: number;
  arrival: number;
}

function before(a: Entry, b: Entry): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.message.createdAt !== b.message.createdAt) return a.message.createdAt < b.message.createdAt;
  return a.arrival < b.arrival;
}

export class MessageQueue {
  private readonly heap: Entry[] = [];
  private arrivals = 0;
  private readonly counts = new Map<MessagePriority, number>();

  get size(): number {
    return this.heap.length;
  }

  add(message: PagerMessage): void {
    const entry = {
      message,
      rank: RANK.get(message.priority) ?? MESSAGE_PRIORITIES.length,
      arrival: this.arrivals++,
    };
    this.counts.set(message.priority, (this.counts.get(message.priority) ?? 0) + 1);
    const heap = this.heap;
    heap.push(entry);
    let index = heap.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!before(heap[index]!, heap[parent]!)) break;
      [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
      index = parent;
    }
  }

  /** The next message to send, taken out of the queue. */
  take(): PagerMessage | undefined {
    const heap = this.heap;
    const first = heap[0];
    if (!first) return undefined;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let index = 0;
      for (;;) {
        const left = 2 * index + 1;
        const right = left + 1;
        let smallest = index;
        if (left < heap.length && before(heap[left]!, heap[smallest]!)) smallest = left;
        if (right < heap.length && before(heap[right]!, heap[smallest]!)) smallest = right;
        if (smallest === index) break;
        [heap[index], heap[smallest]] = [heap[smallest]!, heap[index]!];
        index = smallest;
      }
    }
    this.counts.set(first.message.priority, (this.counts.get(first.message.priority) ?? 1) - 1);
    return first.message;
  }

  /** How many messages wait, by priority. */
  countByPriority(): Record<MessagePriority, number> {
    return Object.fromEntries(
      MESSAGE_PRIORITIES.map((priority) => [priority, this.counts.get(priority) ?? 0]),
    ) as Record<MessagePriority, number>;
  }
}
