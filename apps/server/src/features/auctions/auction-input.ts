/**
 * Turns the admin payload (spec 000 §3: ₹, Cr, India date + clock) into stored columns (paise, lakhs,
 * UTC instants) and checks the time rules: a new start is not in the past, the end is at least
 * 2 hours after the start (ARCHITECTURE.md §4, spec 001 §2 'Min Duration Required : 2hr').
 */
import {
  DEFAULT_AUCTION_SETTINGS,
  DEFAULT_BUDGET_LIMIT_CR,
  ErrorCode,
  MIN_AUCTION_DURATION_MS,
  type CreateAuctionBody,
  type UpdateAuctionBody,
} from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { imageExists } from '../images/images.service';
import type { AuctionRecord, AuctionWrite } from './auctions.repo';
import { indiaInstant, indiaParts, parseEndTime } from '../../platform/india-time';
import { crToLakhs, rupeesToPaise } from '../../platform/units';

const invalidField = (field: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION, `${field}: ${message}`, {
    status: 411,
    fields: { [field]: message },
  });

/** Start and end from the payload; `current` supplies the fields an update leaves out. */
export function resolveTimes(
  body: Pick<UpdateAuctionBody, 'scheduledDate' | 'startTime' | 'endTime'>,
  current: Pick<AuctionRecord, 'startsAt' | 'endsAt'> | null,
  now: Date,
): { startsAt: Date; endsAt: Date } {
  const parts = current ? indiaParts(current.startsAt) : null;
  const date = body.scheduledDate ?? parts?.date;
  const clock = body.startTime ?? parts?.clock;
  if (!date) throw invalidField('scheduledDate', 'Date is required');
  if (!clock) throw invalidField('startTime', 'Start time is required');
  const startsAt = indiaInstant(date, clock);
  if (!startsAt) throw invalidField('scheduledDate', 'Not a real date');
  const startChanged = !current || startsAt.getTime() !== current.startsAt.getTime();
  if (startChanged && startsAt.getTime() < now.getTime()) {
    throw new AppError(422, ErrorCode.START_IN_PAST, 'Start time must be in the future');
  }
  let endsAt: Date;
  if (body.endTime) {
    const parsed = parseEndTime(body.endTime);
    if (!parsed) throw invalidField('endTime', 'Not a real date and time');
    endsAt = parsed;
  } else if (current) {
    // Moving the start keeps the auction's duration.
    endsAt = new Date(current.endsAt.getTime() + startsAt.getTime() - current.startsAt.getTime());
  } else {
    endsAt = new Date(startsAt.getTime() + MIN_AUCTION_DURATION_MS);
  }
  if (endsAt.getTime() < startsAt.getTime() + MIN_AUCTION_DURATION_MS) {
    throw new AppError(
      422,
      ErrorCode.INVALID_END_TIME,
      'End time must be at least 2 hours after the start time',
    );
  }
  return { startsAt, endsAt };
}

/**
 * The image id of an uploaded image's URL (`/api/images/<id>`, absolute or not) or bare id.
 * @throws AppError 404 IMAGE_NOT_FOUND for an unknown image.
 */
export async function resolveImage(
  db: DbOrTx,
  ref: string | null | undefined,
): Promise<string | null | undefined> {
  if (ref === undefined) return undefined;
  if (ref === null || ref.trim() === '') return null;
  const id = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i.exec(
    ref.trim(),
  )?.[1];
  if (!id || !(await imageExists(db, id))) {
    throw notFound('Image not found', ErrorCode.IMAGE_NOT_FOUND);
  }
  return id;
}

type SettingsFields = Pick<
  AuctionWrite,
  | 'prizePoolPercent'
  | 'prizeFirstPercent'
  | 'prizeSecondPercent'
  | 'prizeThirdPercent'
  | 'lotWindowMs'
  | 'bidWindowMs'
  | 'lobbyMs'
  | 'pauseBetweenLotsMs'
  | 'reorderWindowMs'
  | 'botTeams'
>;

type SettingsInput = Partial<
  Pick<
    CreateAuctionBody,
    | 'prizePoolPercent'
    | 'prizeSplit'
    | 'lotWindowMs'
    | 'bidWindowMs'
    | 'lobbyMs'
    | 'pauseBetweenLotsMs'
    | 'reorderWindowMs'
    | 'botTeams'
  >
>;

/** The settings the payload carries (only those present), as columns. */
export function settingsPatch(body: SettingsInput): SettingsFields {
  const out: SettingsFields = {};
  if (body.prizePoolPercent !== undefined) out.prizePoolPercent = body.prizePoolPercent;
  if (body.prizeSplit) {
    [out.prizeFirstPercent, out.prizeSecondPercent, out.prizeThirdPercent] = body.prizeSplit;
  }
  for (const key of [
    'lotWindowMs',
    'bidWindowMs',
    'lobbyMs',
    'pauseBetweenLotsMs',
    'reorderWindowMs',
    'botTeams',
  ] as const) {
    if (body[key] !== undefined) out[key] = body[key];
  }
  return out;
}

/** Every setting, defaults filled in (for a new auction). */
export function fullSettings(body: SettingsInput): Required<SettingsFields> {
  const d = DEFAULT_AUCTION_SETTINGS;
  return {
    prizePoolPercent: d.prizePoolPercent,
    prizeFirstPercent: d.prizeSplit[0],
    prizeSecondPercent: d.prizeSplit[1],
    prizeThirdPercent: d.prizeSplit[2],
    lotWindowMs: d.lotWindowMs,
    bidWindowMs: d.bidWindowMs,
    lobbyMs: d.lobbyMs,
    pauseBetweenLotsMs: d.pauseBetweenLotsMs,
    reorderWindowMs: d.reorderWindowMs,
    botTeams: d.botTeams,
    ...settingsPatch(body),
  };
}

export const budgetLakhs = (cr: number | undefined) => crToLakhs(cr ?? DEFAULT_BUDGET_LIMIT_CR);
export const feePaise = (rupees: number) => rupeesToPaise(rupees);
