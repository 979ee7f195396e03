import { z } from 'zod';

/** One entry of a callsign location directory (used to import a transmitter's position). */
export const directoryEntrySchema = z.object({
  callsign: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export type DirectoryEntry = z.output<typeof directoryEntrySchema>;
