import { z } from 'zod';

export const HealthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['pglite', 'postgres']), latency_ms: z.number() }),
  search: z.object({ status: z.enum(['ok', 'down']), kind: z.enum(['embedded', 'elasticsearch']) }),
  version: z.string(),
  uptime_s: z.number(),
});
export type HealthStatus = z.infer<typeof HealthStatus>;
