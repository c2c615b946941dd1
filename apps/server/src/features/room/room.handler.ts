/**
 * The shape of every room command handler: note the receipt time (the server clock at arrival is what
 * a bid is judged by), parse the payload with its protocol schema, run the service, and acknowledge.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Ack } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import type { RoomSocket } from './room.presence';
import { RoomRefusal } from './room.service';

/**
 * Registers one client event: note the receipt time, parse the payload, run the service, acknowledge
 * `{ success, data | error }`; a refusal is also sent as an `error` event (the spec's clients listen to it).
 */
export function createHandler(deps: AppDeps, log: FastifyBaseLogger) {
  return function handle<S extends z.ZodType>(
    socket: RoomSocket,
    event: string,
    schema: S,
    run: (payload: z.infer<S>, receivedAtMs: number) => Promise<unknown>,
  ): void {
    socket.on(event, async (...args: unknown[]) => {
      const receivedAtMs = deps.clock.now();
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as (a: Ack) => void) : undefined;
      const parsed = schema.safeParse(args[0]);
      if (!parsed.success) {
        const message = parsed.error.issues
          .map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`)
          .join('; ');
        const error = { code: 'VALIDATION', message };
        ack?.({ success: false, error });
        socket.emit('error', error);
        return;
      }
      try {
        const data = await run(parsed.data, receivedAtMs);
        ack?.({ success: true, data });
      } catch (err) {
        const refusal = err instanceof RoomRefusal;
        if (!refusal) log.error({ err, event }, 'room command failed');
        const error = refusal
          ? { code: err.code, message: err.message }
          : { code: 'INTERNAL', message: 'Bid placement failed' };
        ack?.({ success: false, error });
        socket.emit('error', error);
        if (['SESSION_EXPIRED', 'USER_BANNED', 'UNAUTHENTICATED'].includes(error.code))
          socket.disconnect(true);
      }
    });
  };
}
