import type { ErrorCode } from '@bidxi/protocol';

/**
 * A room command's refusal: sent back in the ack and as an `error` event, `{ code, message }`. An
 * expected outcome (a bid that lost a race), not a fault: it records no stack trace, which cost more
 * than the rest of a refused bid's handling.
 */
export class RoomRefusal extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}
