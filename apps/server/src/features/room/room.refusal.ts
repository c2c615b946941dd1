import type { ErrorCode } from '@bidxi/protocol';

/** A room command's refusal: sent back in the ack and as an `error` event, `{ code, message }`. */
export class RoomRefusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}
