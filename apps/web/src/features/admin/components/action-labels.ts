import type { AdminActionCode, AdminTargetType } from '@bidxi/protocol';
import type { BadgeTone } from '@/components/ui/badge';

/** How the actions log names each action, and the tone of its badge (red only for the harsh ones). */
export const ACTION_LABELS: Record<AdminActionCode, { label: string; tone: BadgeTone }> = {
  WALLET_REQUEST_APPROVE: { label: 'Wallet request approved', tone: 'success' },
  WALLET_REQUEST_DENY: { label: 'Wallet request denied', tone: 'danger' },
  USER_BAN: { label: 'User banned', tone: 'danger' },
  USER_UNBAN: { label: 'User unbanned', tone: 'success' },
  USER_PAYMENT_DETAILS_EDIT: { label: 'Payment details edited', tone: 'gold' },
  USER_PICTURE_EDIT: { label: 'Profile picture set', tone: 'neutral' },
  USER_MOBILE_VERIFY: { label: 'Mobile number verified', tone: 'gold' },
  USER_WALLET_REQUEST_FILE: { label: 'Wallet request filed for a user', tone: 'gold' },
  USER_TEAM_REGISTER: { label: 'Team registered for a user', tone: 'gold' },
  AUCTION_CREATE: { label: 'Auction created', tone: 'success' },
  AUCTION_EDIT: { label: 'Auction edited', tone: 'gold' },
  AUCTION_START: { label: 'Auction started', tone: 'success' },
  AUCTION_CANCEL: { label: 'Auction cancelled', tone: 'danger' },
  AUCTION_IMAGE_UPLOAD: { label: 'Auction image set', tone: 'neutral' },
  POOL_IMPORT: { label: 'Players imported', tone: 'success' },
  POOL_PLAYER_EDIT: { label: 'Pool player edited', tone: 'gold' },
  POOL_PLAYER_REMOVE: { label: 'Pool player removed', tone: 'danger' },
  POOL_PLAYER_PHOTO_SET: { label: 'Player photo set', tone: 'neutral' },
  POOL_PLAYER_PHOTO_REMOVE: { label: 'Player photo removed', tone: 'neutral' },
  CONTENT_EDIT: { label: 'Page text edited', tone: 'gold' },
  ROOM_PAUSE: { label: 'Room paused', tone: 'night' },
  ROOM_RESUME: { label: 'Room resumed', tone: 'night' },
  ROOM_ADD_TIME: { label: 'Time added', tone: 'night' },
  ROOM_UNDO_SALE: { label: 'Sale undone', tone: 'danger' },
  ROOM_SKIP_LOT: { label: 'Lot skipped', tone: 'night' },
  ROOM_END: { label: 'Auction ended early', tone: 'danger' },
  SPECTATOR_LINK_ON: { label: 'Spectator link on', tone: 'neutral' },
  SPECTATOR_LINK_OFF: { label: 'Spectator link off', tone: 'neutral' },
};

export const TARGET_LABELS: Record<AdminTargetType, string> = {
  WALLET_ENTRY: 'Wallet request',
  USER: 'User',
  AUCTION: 'Auction',
  POOL_PLAYER: 'Pool player',
  CONTENT: 'Page',
};
