// Room values for tests: a LIVE auction with one open lot, the viewer's team and a rival.
import type {
  NewBid,
  RoomBidView,
  RoomLotView,
  RoomPlayerView,
  RoomState,
  RoomTeamView,
} from '@bidxi/protocol';

export const ME = 'u-me';
export const RIVAL = 'u-rival';
export const AUCTION_ID = '11111111-1111-4111-8111-111111111111';
export const PLAYER_ID = '22222222-2222-4222-8222-222222222222';

export function player(over: Partial<RoomPlayerView> = {}): RoomPlayerView {
  return {
    auctionPlayerId: PLAYER_ID,
    name: 'Rohit Sharma',
    type: 'Batter',
    lotGroup: 1,
    imageUrl: null,
    basePrice: 2,
    basePriceLakhs: 200,
    bonus: 0,
    slotPoints: [975, 975, 200, 350, 0, 0, 0, 0, 0, 0, 0],
    status: 'AVAILABLE',
    isPullBackOnce: false,
    soldToTeamId: null,
    soldPrice: null,
    ...over,
  };
}

export function team(over: Partial<RoomTeamView> = {}): RoomTeamView {
  return {
    teamId: 't-me',
    name: 'Mumbai Mavericks',
    ownerId: ME,
    ownerName: 'me',
    imageUrl: null,
    isBot: false,
    purseTotal: 100,
    purseRemaining: 100,
    purseRemainingLakhs: 10_000,
    squad: [],
    isConnected: true,
    ...over,
  };
}

export function lot(over: Partial<RoomLotView> = {}, now = Date.now()): RoomLotView {
  return {
    lotId: 1,
    auctionPlayerId: PLAYER_ID,
    openedAt: new Date(now - 5_000).toISOString(),
    closesAt: new Date(now + 15_000).toISOString(),
    currentBid: null,
    currentBidLakhs: null,
    minNextBid: 2,
    minNextBidLakhs: 200,
    incrementLakhs: 25,
    highestTeamId: null,
    highestBidderId: null,
    highestBidderName: null,
    bidCount: 0,
    ...over,
  };
}

export function roomState(over: Partial<RoomState> = {}, now = Date.now()): RoomState {
  return {
    seq: 10,
    serverTime: new Date(now).toISOString(),
    phase: 'LOT_OPEN',
    auction: {
      id: AUCTION_ID,
      title: 'IPL Mega Auction',
      status: 'LIVE',
      startsAt: new Date(now - 600_000).toISOString(),
      lotsStartAt: new Date(now - 300_000).toISOString(),
      endsAt: new Date(now + 7_200_000).toISOString(),
      isEndTimeUpdated: false,
      budgetLimit: 100,
      lotWindowMs: 20_000,
      bidWindowMs: 15_000,
      pauseBetweenLotsMs: 3_000,
    },
    currentLot: lot({}, now),
    lastBids: [],
    teams: [
      team(),
      team({ teamId: 't-rival', name: 'Chennai Chargers', ownerId: RIVAL, ownerName: 'rival' }),
    ],
    players: [player()],
    queue: [],
    roomSize: 2,
    remainingPlayerCount: 1,
    chat: [],
    myTeamId: 't-me',
    ...over,
  };
}

/** A bid on lot 1 by `userId` at `amountLakhs`, as the server broadcasts it. */
export function newBid(seq: number, amountLakhs: number, userId = RIVAL, now = Date.now()): NewBid {
  const teamId = userId === ME ? 't-me' : 't-rival';
  const username = userId === ME ? 'me' : 'rival';
  const bid: RoomBidView = {
    amount: amountLakhs / 100,
    amountLakhs,
    teamId,
    userId,
    username,
    timestamp: new Date(now).toISOString(),
  };
  const increment = amountLakhs < 500 ? 25 : 50;
  return {
    seq,
    serverTime: new Date(now).toISOString(),
    auctionPlayerId: PLAYER_ID,
    amount: bid.amount,
    amountLakhs,
    timestamp: bid.timestamp,
    delay: 15,
    highestBidderId: userId,
    teamId,
    username,
    remainingPlayerCount: 1,
    closesAt: new Date(now + 15_000).toISOString(),
    lot: lot(
      {
        currentBid: bid.amount,
        currentBidLakhs: amountLakhs,
        minNextBid: (amountLakhs + increment) / 100,
        minNextBidLakhs: amountLakhs + increment,
        incrementLakhs: increment,
        highestTeamId: teamId,
        highestBidderId: userId,
        highestBidderName: username,
        bidCount: seq,
        closesAt: new Date(now + 15_000).toISOString(),
      },
      now,
    ),
    bid,
  };
}
