// `GET /api/time-sync?clientTime=`: the server's clock for offset measurement (spec 001 §7 "Server time").
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

const TimeSyncResponse = z.object({
  timestamp: z.number(),
  clientTime: z.nullable(z.number()),
  serverTime: z.string(),
});

export type TimeSyncResponse = z.infer<typeof TimeSyncResponse>;

export function getTimeSync(clientTime: number, signal?: AbortSignal): Promise<TimeSyncResponse> {
  return apiRequest(`/time-sync?clientTime=${clientTime}`, {
    auth: 'none',
    schema: TimeSyncResponse,
    ...(signal ? { signal } : {}),
  });
}
