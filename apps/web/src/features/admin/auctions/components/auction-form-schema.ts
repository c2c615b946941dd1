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
import { z } from 'zod/mini';
import { t } from '@/i18n/i18n';
import { fromIndiaInputs, indiaDayRange, toIndiaInputs } from '@/lib/india-range';
import type { CreateAuctionInput } from '@/features/admin/auctions/api/save-auction';

const num = (v: string) => (v.trim() === '' ? NaN : Number(v));
const decimals = (v: string, places: number) =>
  (places === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${places}})?$`)).test(v.trim());
/** The messages below are read when a value fails, in the language of that moment. */
type Field =
  | 'fee'
  | 'purse'
  | 'prizePool'
  | 'split1'
  | 'split2'
  | 'split3'
  | 'lotWindow'
  | 'bidWindow'
  | 'lobby'
  | 'pause'
  | 'reorder'
  | 'bots';
const say = (key: string, values: Record<string, unknown> = {}) =>
  (t as unknown as (key: string, options: Record<string, unknown>) => string)(key, {
    ns: 'adminAuctions',
    ...values,
  });
const numberIn = (field: Field, min: number, max: number, places = 0) => {
  const label = () => say(`form.errors.fields.${field}`);
  return z.string().check(
    z.trim(),
    z.minLength(1, { error: () => say('form.errors.required', { label: label() }) }),
    z.refine((v) => decimals(v, places), {
      error: () =>
        places
          ? say('form.errors.decimals', { label: label(), places })
          : say('form.errors.whole', { label: label() }),
    }),
    z.refine((v) => num(v) >= min && num(v) <= max, {
      error: () => say('form.errors.between', { label: label(), min, max }),
    }),
  );
};

export const AuctionFormSchema = z
  .object({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: () => say('form.errors.titleRequired') }),
        z.maxLength(120, { error: () => say('form.errors.titleLong') }),
      ),
    description: z
      .string()
      .check(z.maxLength(5_000, { error: () => say('form.errors.descriptionLong') })),
    registrationFee: numberIn('fee', 0, MAX_REGISTRATION_FEE_RUPEES, 2),
    budgetLimit: numberIn('purse', 1, 1_000, 2),
    scheduledDate: z
      .string()
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => say('form.errors.startDate') })),
    startTime: z
      .string()
      .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => say('form.errors.startTime') })),
    endTime: z.string(),
    ytLink: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), {
        error: () => say('form.errors.video'),
      }),
    ),
    image: z.nullable(z.string()),
    prizePoolPercent: numberIn('prizePool', 0, 100),
    split1: numberIn('split1', 0, 100),
    split2: numberIn('split2', 0, 100),
    split3: numberIn('split3', 0, 100),
    lotWindowSec: numberIn('lotWindow', 0.1, 300, 1),
    bidWindowSec: numberIn('bidWindow', 0.1, 300, 1),
    lobbyMin: numberIn('lobby', 0, 60, 2),
    pauseSec: numberIn('pause', 0, 60, 1),
    reorderMin: numberIn('reorder', 0, 60, 2),
    botTeams: numberIn('bots', 0, 10),
  })
  .check(
    z.superRefine((v, ctx) => {
      // Bots only in ₹0 auctions: the server refuses the mix too.
      if (num(v.registrationFee) > 0 && num(v.botTeams) > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['botTeams'],
          message: say('form.errors.botsNeedFree', {
            defaultValue: BOTS_NEED_FREE_AUCTION_MESSAGE,
          }),
        });
      }
      if (num(v.split1) + num(v.split2) + num(v.split3) !== 100) {
        ctx.addIssue({
          code: 'custom',
          path: ['split1'],
          message: say('form.errors.split'),
        });
      }
      const start = fromIndiaInputs(v.scheduledDate, v.startTime);
      if (start === null) return;
      if (v.endTime) {
        const [d = '', t = ''] = v.endTime.split('T');
        const end = fromIndiaInputs(d, t);
        if (end === null) {
          ctx.addIssue({ code: 'custom', path: ['endTime'], message: say('form.errors.endTime') });
        } else if (end < start + MIN_AUCTION_DURATION_MS) {
          ctx.addIssue({
            code: 'custom',
            path: ['endTime'],
            message: say('form.errors.endTooSoon'),
          });
        }
      }
    }),
  );

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
