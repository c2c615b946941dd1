/**
 * The organiser's controls over HTTP, admin token: `POST /api/admin/auctions/{id}/pause`, `/resume`,
 * `/add-time {lotId, seconds}`, `/undo-sale {lotId, reason}`, `/skip-lot {lotId}`, `/end`,
 * `/pause-after-lot {lotId}`; one row each in {@link ORGANISER_CONTROLS}, from which the server
 * registers the routes and the web calls them. Each is an engine command (engine organiser.ts) with
 * its own refusals (409 with the engine's code), logged in the admin actions log with the admin who
 * sent it. Every control that acts on a lot names it (required `lotId`: the lot on the organiser's
 * screen), so a stale screen never acts on another lot: a different open lot refuses 409
 * `LOT_MOVED_ON`, a sale that is no longer the last 409 `SALE_CHANGED`, each with `current` (see
 * {@link OrganiserRefusalCurrent}).
 *
 * And the spectator link: `POST /api/admin/auctions/{id}/spectator-link {enabled}` turns it on (a
 * new secret each time) or off; anyone with `/watch/{id}?t={token}` watches the room read-only.
 */
import { z } from 'zod/mini';
import { MAX_ADDED_SECONDS, MAX_UNDO_REASON_LENGTH, type OrganiserCommand } from '@bidxi/engine';

/** `/add-time`: whole seconds, 1–600, to the open lot `lotId`. */
export const AddTimeBody = z.object({
  seconds: z.int().check(z.gte(1), z.lte(MAX_ADDED_SECONDS)),
  lotId: z.int().check(z.positive()),
});
export type AddTimeBody = z.infer<typeof AddTimeBody>;

/** `/undo-sale`: the sold lot on the organiser's screen, and why (shown to the room, kept in the log). */
export const UndoSaleBody = z.object({
  lotId: z.int().check(z.positive()),
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_UNDO_REASON_LENGTH)),
});
export type UndoSaleBody = z.infer<typeof UndoSaleBody>;

/** `/skip-lot`: the open lot the admin saw. */
export const SkipLotBody = z.object({ lotId: z.int().check(z.positive()) });
export type SkipLotBody = z.infer<typeof SkipLotBody>;

/** `/pause-after-lot`: the open lot the admin saw; the auction pauses once it closes. */
export const PauseAfterLotBody = z.object({ lotId: z.int().check(z.positive()) });
export type PauseAfterLotBody = z.infer<typeof PauseAfterLotBody>;

/** One organiser control: its route, its body, its engine command and its admin-log code. */
export interface OrganiserControlSpec {
  /** The URL segment: `POST /api/admin/auctions/{id}/{path}` and `/api/auctions/{id}/organiser/{path}`. */
  readonly path: string;
  /** The engine command it sends: `{ type: command, by, ...body }` (engine organiser.ts). */
  readonly command: OrganiserCommand['type'];
  /** Its JSON body (none: the control takes no body). */
  readonly body?: z.ZodMiniType<object>;
  /** The route's summary in the API docs. */
  readonly summary: string;
  /** The admin actions log's code for it (http/admin-actions.ts). */
  readonly adminAction: `ROOM_${string}`;
}

/**
 * The organiser's controls, by name (the web's messages for a control's button are keyed by the
 * same name). A new control is a row here plus its engine command; the routes, the command the
 * server builds, the admin-log code and the web's typed call follow from the row.
 */
export const ORGANISER_CONTROLS = {
  pause: {
    path: 'pause',
    command: 'pauseAuction',
    summary: 'Pause the auction: every clock stops',
    adminAction: 'ROOM_PAUSE',
  },
  resume: {
    path: 'resume',
    command: 'resumeAuction',
    summary: 'Resume: the open lot closes later by the paused time',
    adminAction: 'ROOM_RESUME',
  },
  addTime: {
    path: 'add-time',
    command: 'addTime',
    body: AddTimeBody,
    summary: 'Add seconds to the open lot',
    adminAction: 'ROOM_ADD_TIME',
  },
  undoSale: {
    path: 'undo-sale',
    command: 'undoSale',
    body: UndoSaleBody,
    summary: 'Undo the last sale: the player returns to the pool, the purse is restored',
    adminAction: 'ROOM_UNDO_SALE',
  },
  skipLot: {
    path: 'skip-lot',
    command: 'skipLot',
    body: SkipLotBody,
    summary: 'Skip the open lot: it closes unsold',
    adminAction: 'ROOM_SKIP_LOT',
  },
  end: {
    path: 'end',
    command: 'endAuction',
    summary: 'End the auction early',
    adminAction: 'ROOM_END',
  },
  pauseAfterLot: {
    path: 'pause-after-lot',
    command: 'pauseAfterLot',
    body: PauseAfterLotBody,
    summary: 'Pause the auction when the open lot closes, instead of opening the next',
    adminAction: 'ROOM_PAUSE_AFTER_LOT',
  },
} as const satisfies Record<string, OrganiserControlSpec>;

type Controls = typeof ORGANISER_CONTROLS;

/** A control's name: a key of {@link ORGANISER_CONTROLS}. */
export type OrganiserControlName = keyof Controls;

/** The body control `N` takes (`undefined`: none). */
export type OrganiserControlBody<N extends OrganiserControlName> = Controls[N] extends {
  readonly body: infer S extends z.ZodMiniType;
}
  ? z.output<S>
  : undefined;

/** One call of a control with its body, discriminated on `name`. */
export type OrganiserControlCall = {
  [N in OrganiserControlName]: OrganiserControlBody<N> extends undefined
    ? { readonly name: N; readonly body?: undefined }
    : { readonly name: N; readonly body: OrganiserControlBody<N> };
}[OrganiserControlName];

/** The admin actions log's code of each control, in the table's order. */
export type OrganiserActionCode = Controls[OrganiserControlName]['adminAction'];
export const ORGANISER_ACTION_CODES = Object.values(ORGANISER_CONTROLS).map(
  (control) => control.adminAction,
) as readonly OrganiserActionCode[];

type CommandOf<N extends OrganiserControlName> = Extract<
  OrganiserCommand,
  { readonly type: Controls[N]['command'] }
>;

/**
 * Compile-time check of the table: each control's body with `by` is exactly its command's fields
 * (a row whose body does not fit its command fails to compile here).
 */
type BodyFits = {
  [N in OrganiserControlName]: [Omit<CommandOf<N>, 'type' | 'by'>] extends [
    OrganiserControlBody<N> extends undefined ? Record<never, never> : OrganiserControlBody<N>,
  ]
    ? [
        OrganiserControlBody<N> extends undefined ? Record<never, never> : OrganiserControlBody<N>,
      ] extends [Omit<CommandOf<N>, 'type' | 'by'>]
      ? true
      : false
    : false;
}[OrganiserControlName];
const bodiesFit: [BodyFits] extends [true] ? true : never = true;
void bodiesFit;

/**
 * The engine command of control `name` sent by `by` with its (already validated) `body`.
 *
 * @example
 * organiserCommandOf('skipLot', adminId, { lotId: 4 }); // { type: 'skipLot', by: adminId, lotId: 4 }
 */
export function organiserCommandOf<N extends OrganiserControlName>(
  name: N,
  by: string,
  body: OrganiserControlBody<N>,
): CommandOf<N> {
  return {
    type: ORGANISER_CONTROLS[name].command,
    by,
    ...(body as object | undefined),
  } as CommandOf<N>;
}

/** 200 from every control: the log's seq after it and the auction's pause. */
export const OrganiserResult = z.object({
  seq: z.int(),
  pausedAt: z.nullable(z.string()),
  /** The open lot's close after the control, or null. */
  closesAt: z.nullable(z.string()),
});
export type OrganiserResult = z.infer<typeof OrganiserResult>;

/**
 * What is current when a control named a stale target, beside `error` in the 409 body: for
 * `LOT_MOVED_ON` the open lot (`lotId`, `playerId`), for `SALE_CHANGED` the last sale (`lotId`,
 * `playerId`, `teamId`, `amountLakhs`: integer lakhs).
 */
export const OrganiserRefusalCurrent = z.object({
  lotId: z.int(),
  playerId: z.string(),
  teamId: z.optional(z.string()),
  amountLakhs: z.optional(z.int()),
});
export type OrganiserRefusalCurrent = z.infer<typeof OrganiserRefusalCurrent>;

/** `POST /api/admin/auctions/{id}/spectator-link`. */
export const SpectatorLinkBody = z.object({ enabled: z.boolean() });
export type SpectatorLinkBody = z.infer<typeof SpectatorLinkBody>;

/** 200 from the spectator link: the path to share (null when off). */
export const SpectatorLinkResult = z.object({
  enabled: z.boolean(),
  /** `/watch/{auctionId}?t={token}`, relative to the app's origin. */
  path: z.nullable(z.string()),
  /** How many spectators may watch at once (config `SPECTATORS_PER_AUCTION`). */
  capacity: z.int(),
});
export type SpectatorLinkResult = z.infer<typeof SpectatorLinkResult>;
