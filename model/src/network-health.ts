/**
 * The network's recent health, from the embedded server's `GET {monitorUrl}/health?hours=N`:
 * samples of online and total transmitters and of calls, taken every few minutes and kept a
 * week. A real Core has no such endpoint; the web app then keeps what it saw of /stats.
 */
import { z } from 'zod';

/** How often the embedded server samples the network. */
export const HEALTH_SAMPLE_MINUTES = 5;
/** How long samples are kept, and so the most `hours` may ask for. */
export const HEALTH_KEPT_HOURS = 7 * 24;
export const HEALTH_DEFAULT_HOURS = 24;

/** The query: whole hours from 1 to a week; absent means a day. */
export const healthQuerySchema = z.object({
  hours: z.coerce.number().int().min(1).max(HEALTH_KEPT_HOURS).default(HEALTH_DEFAULT_HOURS),
});

export interface HealthSample {
  /** ISO time of the sample. */
  time: string;
  transmittersOnline: number;
  transmittersTotal: number;
  /** Calls sent since the previous sample. */
  calls: number;
}

export interface NetworkHealth {
  intervalMinutes: number;
  /** Oldest first, the stored samples of the asked-for hours, then the network as it is now. */
  samples: HealthSample[];
}
