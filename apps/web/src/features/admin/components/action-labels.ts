import {
  ADMIN_ACTION_CODES,
  type AdminActionCode,
  type AdminTargetType,
  type OrganiserActionCode,
} from '@bidxi/protocol';
import type { BadgeTone } from '@/components/ui/badge';
import { t } from '@/i18n/i18n';

/**
 * The tone of each action's badge in the actions log (red only for the harsh ones). The organiser's
 * controls are 'night' unless named here.
 */
const ACTION_TONES: Record<Exclude<AdminActionCode, OrganiserActionCode>, BadgeTone> &
  Partial<Record<OrganiserActionCode, BadgeTone>> = {
  WALLET_REQUEST_APPROVE: 'success',
  WALLET_REQUEST_DENY: 'danger',
  USER_BAN: 'danger',
  USER_UNBAN: 'success',
  USER_PAYMENT_DETAILS_EDIT: 'gold',
  USER_PICTURE_EDIT: 'neutral',
  USER_MOBILE_VERIFY: 'gold',
  USER_WALLET_REQUEST_FILE: 'gold',
  USER_TEAM_REGISTER: 'gold',
  AUCTION_CREATE: 'success',
  AUCTION_EDIT: 'gold',
  AUCTION_START: 'success',
  AUCTION_CANCEL: 'danger',
  AUCTION_IMAGE_UPLOAD: 'neutral',
  POOL_IMPORT: 'success',
  POOL_PLAYER_EDIT: 'gold',
  POOL_PLAYER_REMOVE: 'danger',
  POOL_PLAYER_PHOTO_SET: 'neutral',
  POOL_PLAYER_PHOTO_REMOVE: 'neutral',
  CONTENT_EDIT: 'gold',
  ROOM_UNDO_SALE: 'danger',
  ROOM_END: 'danger',
  SPECTATOR_LINK_ON: 'neutral',
  SPECTATOR_LINK_OFF: 'neutral',
};

/**
 * How the actions log names each action (`log.actions.<code>` in the `admin` catalogue, read when
 * used, so in the current language) and the tone of its badge.
 */
export const ACTION_LABELS = Object.fromEntries(
  ADMIN_ACTION_CODES.map((code) => [
    code,
    {
      get label() {
        return t(`log.actions.${code}`, { ns: 'admin' });
      },
      tone: (ACTION_TONES as Partial<Record<AdminActionCode, BadgeTone>>)[code] ?? 'night',
    },
  ]),
) as Record<AdminActionCode, { readonly label: string; tone: BadgeTone }>;

const TARGET_TYPES: readonly AdminTargetType[] = [
  'WALLET_ENTRY',
  'USER',
  'AUCTION',
  'POOL_PLAYER',
  'CONTENT',
];

/** How the actions log names each kind of target (`log.targets.<type>`), in the current language. */
export const TARGET_LABELS = Object.defineProperties(
  {},
  Object.fromEntries(
    TARGET_TYPES.map((type) => [
      type,
      { enumerable: true, get: () => t(`log.targets.${type}`, { ns: 'admin' }) },
    ]),
  ),
) as Readonly<Record<AdminTargetType, string>>;
