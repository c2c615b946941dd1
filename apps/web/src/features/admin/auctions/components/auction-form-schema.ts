/**
 * The admin's create/edit auction form: text inputs checked with zod, then turned into the API's
 * payload (India-time 'YYYY-MM-DD' + 'HH:MM', optional end 'YYYY-MM-DDTHH:MM', ₹ fee, Cr purse and the
 * room settings, entered in seconds and minutes and sent in ms).
 */
import {
  BOTS_NEED_FREE_AUCTION_MESSAGE,
  DEFAULT_AUCTION_SETTINGS,
  DEFAULT_BUDGET_LIMIT_CR,
  MAX_REGISTRATION_FEE_RUPEES,
  MIN_AUCTION_DURATION_MS,
  type AdminAuctionView,
} from '@bidxi/protocol';
import { z } from 'zod';
import { fromIndiaInputs, indiaDayRange, toIndiaInputs } from '@/lib/india-range';
import type { CreateAuctionInput } from '@/features/admin/auctions/api/save-auction';

const num = (v: string) => (v.trim() === '' ? NaN : Number(v));
const decimals = (v: string, places: number) =>
  (places === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${places}})?$`)).test(v.trim());
const numberIn = (label: string, min: number, max: number, places = 0) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required` })
    .refine((v) => decimals(v, places), {
      message: places
        ? `${label} must be a number with up to ${places} decimals`
        : `${label} must be a whole number`,
    })
    .refine((v) => num(v) >= min && num(v) <= max, {
      message: `${label} must be between ${min} and ${max}`,
    });

export const AuctionFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { message: 'Title is required' })
      .max(120, { message: 'Title must be at most 120 characters' }),
    description: z.string().max(5_000, { message: 'Description is too long' }),
    registrationFee: numberIn('Registration fee', 0, MAX_REGISTRATION_FEE_RUPEES, 2),
    budgetLimit: numberIn('Purse', 1, 1_000, 2),
    scheduledDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Pick a start date' }),
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Pick a start time' }),
    endTime: z.string(),
    ytLink: z
      .string()
      .trim()
      .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), {
        message: 'Video link must start with http:// or https://',
      }),
    image: z.string().nullable(),
    prizePoolPercent: numberIn('Prize pool', 0, 100),
    split1: numberIn('1st prize share', 0, 100),
    split2: numberIn('2nd prize share', 0, 100),
    split3: numberIn('3rd prize share', 0, 100),
    lotWindowSec: numberIn('Lot window', 0.1, 300, 1),
    bidWindowSec: numberIn('Bid window', 0.1, 300, 1),
    lobbyMin: numberIn('Lobby', 0, 60, 2),
    pauseSec: numberIn('Pause between lots', 0, 60, 1),
    reorderMin: numberIn('Reorder window', 0, 60, 2),
    botTeams: numberIn('Practice bots', 0, 10),
  })
  .superRefine((v, ctx) => {
    // Bots only in ₹0 auctions (issue 18 §7): the server refuses the mix too.
    if (num(v.registrationFee) > 0 && num(v.botTeams) > 0) {
      ctx.addIssue({ code: 'custom', path: ['botTeams'], message: BOTS_NEED_FREE_AUCTION_MESSAGE });
    }
    if (num(v.split1) + num(v.split2) + num(v.split3) !== 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['split1'],
        message: 'The prize split must add up to 100',
      });
    }
    const start = fromIndiaInputs(v.scheduledDate, v.startTime);
    if (start === null) return;
    if (v.endTime) {
      const [d = '', t = ''] = v.endTime.split('T');
      const end = fromIndiaInputs(d, t);
      if (end === null) {
        ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'Pick a valid end time' });
      } else if (end < start + MIN_AUCTION_DURATION_MS) {
        ctx.addIssue({
          code: 'custom',
          path: ['endTime'],
          message: 'The end must be at least 2 hours after the start',
        });
      }
    }
  });

export type AuctionFormValues = z.input<typeof AuctionFormSchema>;

const S = DEFAULT_AUCTION_SETTINGS;

/** A new auction: tomorrow 20:00 India time, ₹0, 100 Cr, the default settings. */
export function newAuctionDefaults(now = Date.now()): AuctionFormValues {
  const tomorrow = toIndiaInputs(indiaDayRange(1, 1, now).from.toISOString());
  return {
    title: '',
    description: '',
    registrationFee: '0',
    budgetLimit: String(DEFAULT_BUDGET_LIMIT_CR),
    scheduledDate: tomorrow.date,
    startTime: '20:00',
    endTime: '',
    ytLink: '',
    image: null,
    prizePoolPercent: String(S.prizePoolPercent),
    split1: String(S.prizeSplit[0]),
    split2: String(S.prizeSplit[1]),
    split3: String(S.prizeSplit[2]),
    lotWindowSec: String(S.lotWindowMs / 1000),
    bidWindowSec: String(S.bidWindowMs / 1000),
    lobbyMin: String(S.lobbyMs / 60_000),
    pauseSec: String(S.pauseBetweenLotsMs / 1000),
    reorderMin: String(S.reorderWindowMs / 60_000),
    botTeams: String(S.botTeams),
  };
}

/** An existing auction's values (its times in India time). */
export function auctionToForm(a: AdminAuctionView): AuctionFormValues {
  const start = toIndiaInputs(a.startsAt);
  const end = toIndiaInputs(a.endsAt);
  const s = a.settings;
  return {
    title: a.title,
    description: a.description,
    registrationFee: String(a.registrationFee),
    budgetLimit: String(a.budgetLimit),
    scheduledDate: start.date,
    startTime: start.time,
    endTime: `${end.date}T${end.time}`,
    ytLink: a.ytLink ?? '',
    image: a.imageUrl,
    prizePoolPercent: String(s.prizePoolPercent),
    split1: String(s.prizeSplit[0]),
    split2: String(s.prizeSplit[1]),
    split3: String(s.prizeSplit[2]),
    lotWindowSec: String(s.lotWindowMs / 1000),
    bidWindowSec: String(s.bidWindowMs / 1000),
    lobbyMin: String(s.lobbyMs / 60_000),
    pauseSec: String(s.pauseBetweenLotsMs / 1000),
    reorderMin: String(s.reorderWindowMs / 60_000),
    botTeams: String(s.botTeams),
  };
}

/** The form's values as the API's payload. */
export function formToPayload(v: AuctionFormValues): CreateAuctionInput {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    registrationFee: Number(v.registrationFee),
    budgetLimit: Number(v.budgetLimit),
    scheduledDate: v.scheduledDate,
    startTime: v.startTime,
    ...(v.endTime ? { endTime: v.endTime } : {}),
    image: v.image,
    ytLink: v.ytLink.trim() === '' ? null : v.ytLink.trim(),
    prizePoolPercent: Number(v.prizePoolPercent),
    prizeSplit: [Number(v.split1), Number(v.split2), Number(v.split3)],
    lotWindowMs: Math.round(Number(v.lotWindowSec) * 1000),
    bidWindowMs: Math.round(Number(v.bidWindowSec) * 1000),
    lobbyMs: Math.round(Number(v.lobbyMin) * 60_000),
    pauseBetweenLotsMs: Math.round(Number(v.pauseSec) * 1000),
    reorderWindowMs: Math.round(Number(v.reorderMin) * 60_000),
    botTeams: Number(v.botTeams),
  };
}

/** The fields of the 'Advanced' section. */
export const ADVANCED_FIELDS = [
  'prizePoolPercent',
  'split1',
  'split2',
  'split3',
  'lotWindowSec',
  'bidWindowSec',
  'lobbyMin',
  'pauseSec',
  'reorderMin',
  'botTeams',
] as const satisfies readonly (keyof AuctionFormValues)[];

/** The form field that shows a server field error about an API payload key (`lotWindowMs` → seconds field). */
export const FORM_FIELD_OF: Readonly<Record<string, keyof AuctionFormValues>> = {
  title: 'title',
  description: 'description',
  ytLink: 'ytLink',
  image: 'image',
  scheduledDate: 'scheduledDate',
  startTime: 'startTime',
  endTime: 'endTime',
  registrationFee: 'registrationFee',
  budgetLimit: 'budgetLimit',
  prizePoolPercent: 'prizePoolPercent',
  prizeSplit: 'split1',
  lotWindowMs: 'lotWindowSec',
  bidWindowMs: 'bidWindowSec',
  lobbyMs: 'lobbyMin',
  pauseBetweenLotsMs: 'pauseSec',
  reorderWindowMs: 'reorderMin',
  botTeams: 'botTeams',
};
