// @bidxi/engine: the pure auction rules of BidXI. decide/evolve over integer lakhs and epoch-ms
// instants; no I/O, no clock, no timers. This file is the package's whole public API.
export { decide } from './decide';
export type { Decision } from './decide';
export { evolve } from './evolve';
export { initialState } from './initial-state';
export type { InitialStateInput, PlayerInput, TeamInput } from './initial-state';
export {
  MIN_PRESENT_TEAMS,
  allTeamsFull,
  clockMovedTeamIds,
  isBiddingClosed,
  isBiddingOver,
  isTimeUp,
  nextLotOpensAt,
  nextQueuedPlayerId,
  presentPlayerIds,
  presentTeamCount,
  remainingPlayerCount,
  teamOfOwner,
} from './queries';
export { nextDeadline } from './clock';
export {
  OFF_STEP_MESSAGE,
  bidAttemptOf,
  bidIntent,
  cancelMaxBidIntent,
  commandOf,
  passIntent,
  pullBackIntent,
  setAutopilotIntent,
  setMaxBidIntent,
} from './intents';
export type { BidAttempt, Intent, ParticipantRequest, RoomRequest } from './intents';
export { confidentialTeamOf, redactEvent, redactState } from './redact';
export type { Deadline } from './clock';

export type {
  AuctionCommand,
  CloseLotCommand,
  CancelMaxBidCommand,
  CompleteAuctionCommand,
  EndBiddingCommand,
  ExtendLotCommand,
  LotExtensionReason,
  OpenLotCommand,
  PassCommand,
  PlaceBidCommand,
  PullBackCommand,
  RegisterTeamCommand,
  SetAutopilotCommand,
  SetMaxBidCommand,
  OrganiserCommand,
} from './commands';
export {
  MAX_ADDED_SECONDS,
  MAX_UNDO_REASON_LENGTH,
  isOrganiserCommand,
  isOrganiserEvent,
} from './organiser';
export type { OrganiserEvent, OrganiserLotFields } from './organiser';
export type {
  AuctionCompletedEvent,
  AuctionEvent,
  AuctionPausedEvent,
  AuctionResumedEvent,
  AutopilotSetEvent,
  SaleUndoneEvent,
  BidPlacedEvent,
  BiddingEndedEvent,
  BidsRefusedEvent,
  RefusedAttempt,
  LotEndingEarlyEvent,
  LotExtendedEvent,
  MaxBidCancelledEvent,
  MaxBidSetEvent,
  RedactedEvent,
  TeamPassedEvent,
  LotOpenedEvent,
  LotSoldEvent,
  LotUnsoldEvent,
  PlayerPulledBackEvent,
  TeamRegisteredEvent,
} from './events';
export { DEFAULT_SETTINGS, RECENT_BIDS_MAX } from './state';
export type {
  AuctionPhase,
  AuctionSettings,
  AuctionState,
  AutopilotEntry,
  AutopilotReason,
  LastSale,
  Lot,
  LotBid,
  ProxyMax,
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

export { CLIENT_MIN_TIME_LEFT_MS, checkBid, whyCannotBid } from './rules/bid';
export { earlyCloseVerdict, isOutOfLot } from './rules/early-close';
export {
  availablePrices,
  completionCostLakhs,
  currentMaxBidLakhs,
  maxBidLakhs,
} from './rules/max-bid';
export type { PricesByType } from './rules/max-bid';
export { exhaustedMaxBids, proxyBids } from './rules/proxy';
export type { ExhaustedMaxBid } from './rules/proxy';
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
export { poolShortfall } from './rules/pool-capacity';
export type { PoolShortfall } from './rules/pool-capacity';
export { xiNeeds, xiRisk } from './rules/needs';
export type { TypeNeeds, XiRisk } from './rules/needs';

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
  BOT_MAX_DELAY_MS,
  BOT_MIN_DELAY_MS,
  BOT_MAX_THINK_MS,
  BOT_MIN_THINK_MS,
  BOT_REACTION_MS,
  BOT_REFERENCE_BID_WINDOW_MS,
  BOT_VALUE_MULTIPLE,
  botLimitLakhs,
  botMove,
  sensibleValueLakhs,
} from './bots';
export type { BotMove } from './bots';
export {
  AUTOPILOT_REACTION_MS,
  autopilotLimitLakhs,
  autopilotMove,
  xiWantsPlayer,
} from './autopilot';
export type { AutopilotMove } from './autopilot';
export { awayTeamIds, canJudgeAttendance } from './away';
export { canCompleteAll } from './rules/xi-feasibility';
export type { TypeSupply } from './rules/xi-feasibility';
