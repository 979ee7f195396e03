import { z } from 'zod';

/** A network address as the Core serialises it (JGroups IpAddress). */
export const addressSchema = z.object({
  ip_addr: z.string(),
  port: z.number(),
});

export type Address = z.output<typeof addressSchema>;
