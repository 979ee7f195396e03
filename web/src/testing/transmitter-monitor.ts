import type { TransmitterMonitor } from '@dapnet/model';

/** A transmitter's monitoring answer with nothing going on, changed by `overrides`. */
export function quietMonitor(overrides: Partial<TransmitterMonitor> = {}): TransmitterMonitor {
  return {
    name: 'db0abc',
    connection: null,
    queue: { EMERGENCY: 0, TIME: 0, CALL: 0, NEWS: 0, ACTIVATION: 0, RUBRIC: 0 },
    lastHour: { sent: 0, retried: 0, failed: 0 },
    recent: [],
    history: [],
    lastRefusal: null,
    flapping: null,
    ...overrides,
  };
}
