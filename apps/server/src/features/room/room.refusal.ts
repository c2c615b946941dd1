/** A room command's refusal: sent back in the ack and as an `error` event, `{ code, message }`. */
export class RoomRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
