// @bidxi/engine: the pure auction rules of BidXI. decide/evolve over integer lakhs and epoch-ms
// instants; no I/O, no clock, no timers. This file is the package's whole public API.
export { decide } from './decide';
export type { Decision } from './decide';
export { evolve } from './evolve';
export { initialState } from './initial-state';
export type { InitialStateInput, PlayerInput, TeamInput } from './initial-state';
export { restoreState } from './restore-state';
export type { RestoreStateInput } from './restore-state';
export { isBiddingOver } from './queries';

export type {
  AuctionCommand,
  CloseLotCommand,
  EndBiddingCommand,
  OpenLotCommand,
  PlaceBidCommand,
  PullBackCommand,
  RegisterTeamCommand,
} from './commands';
export type {
  AuctionEvent,
  BidPlacedEvent,
  BiddingEndedEvent,
  LotOpenedEvent,
  LotSoldEvent,
  LotUnsoldEvent,
  PlayerPulledBackEvent,
  TeamRegisteredEvent,
} from './events';
export { DEFAULT_SETTINGS } from './state';
export type {
  AuctionPhase,
  AuctionSettings,
  AuctionState,
  Lot,
  PlayerStatus,
  PoolPlayer,
  SquadEntry,
  TeamBook,
} from './state';
export { RuleErrorCode } from './errors';
export type { Refusal, RuleCheck, RuleError } from './errors';

export {
  BID_STEP_LAKHS,
  LAKHS_PER_CRORE,
  croresToLakhs,
  isMultipleOf5Lakhs,
  lakhsToCrores,
  roundUpTo5Lakhs,
} from './money';
export { PLAYER_TYPES, PLAYER_TYPE_LABELS, parsePlayerType, parseSheetType } from './player-type';
export type { PlayerType, SheetType } from './player-type';

export { checkBid } from './rules/bid';
export {
  INCREMENT_THRESHOLD_LAKHS,
  LARGE_INCREMENT_LAKHS,
  SMALL_INCREMENT_LAKHS,
  minIncrementLakhs,
  minNextBidLakhs,
} from './rules/increments';
export { compareLotOrder, orderLots } from './rules/lot-order';
export type { LotOrderKey } from './rules/lot-order';
export { checkPurse } from './rules/purse';
export {
  INVALID_COMPOSITION_MESSAGE,
  SQUAD_SIZE,
  TYPE_MAX,
  TYPE_MIN,
  canAddToSquad,
  countTypes,
  validateComposition,
} from './rules/squad';
export type { CompositionResult } from './rules/squad';

export { playerPoints, rankTeams, teamScore } from './scoring';
export type { RankedTeam, ScoredPlayer, ScoredTeam } from './scoring';
export {
  DEFAULT_PRIZE_POOL_PERCENT,
  DEFAULT_PRIZE_SPLIT,
  distributePrizes,
  prizePoolPaise,
} from './prizes';
export type { PrizeDistribution, PrizeResult, TeamPrize } from './prizes';
export {
  BOT_CLOSE_MARGIN_MS,
  BOT_MAX_DELAY_MS,
  BOT_MIN_DELAY_MS,
  BOT_REFERENCE_BID_WINDOW_MS,
  botBid,
} from './bots';
export type { BotBid } from './bots';
