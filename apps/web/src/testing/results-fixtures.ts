// Test data for the screens after the hammer: squads, team-players answers and standings, shaped as
// the protocol schemas (so a fixture that drifts from the API fails to parse in the test).
import type {
  AuctionTeamsResponse,
  SquadPlayerView,
  StandingTeam,
  TeamPlayersResponse,
  TeamView,
} from '@bidxi/protocol';

export const AUCTION_ID = '11111111-1111-4111-8111-111111111111';
export const OWNER_ID = 'u_1';
export const OTHER_ID = 'u_2';
export const TEAM_ID = '22222222-2222-4222-8222-222222222222';

type PlayerType = SquadPlayerView['type'];
const TYPES: PlayerType[] = [
  'Batter',
  'Batter',
  'Batter',
  'Batter',
  'Wicket-Keeper',
  'All-Rounder',
  'All-Rounder',
  'Bowler',
  'Bowler',
  'Bowler',
  'Bowler',
];

/** Player n (1-based): a uuid ending in n, slot s worth (12 − s) × n points, bonus n. */
export function squadPlayer(n: number, position = n): SquadPlayerView {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const slotPoints = Array.from({ length: 11 }, (_, i) => (11 - i) * n);
  const positionPoints = slotPoints[position - 1] ?? 0;
  return {
    id,
    auctionPlayerId: id,
    auctionId: AUCTION_ID,
    playerId: `pl-${n}`,
    name: `Player ${n}`,
    type: TYPES[n - 1] ?? 'Batter',
    order: 1,
    sheetIndex: n,
    basePrice: 1,
    bonus: n,
    slotPoints,
    status: 'SOLD',
    teamId: TEAM_ID,
    soldPrice: 2.5,
    isPullBackOnce: false,
    imageUrl: null,
    position,
    positionPoints,
    points: positionPoints + n,
  };
}

export const fullSquad = (): SquadPlayerView[] =>
  Array.from({ length: 11 }, (_, i) => squadPlayer(i + 1));

export function teamView(overrides: Partial<TeamView> = {}): TeamView {
  return {
    id: TEAM_ID,
    name: 'Mumbai Mavericks of the Arabian Sea',
    auctionId: AUCTION_ID,
    ownerId: OWNER_ID,
    owner: { id: OWNER_ID, username: 'Virat Kohli' },
    mobileNumber: null,
    imageUrl: null,
    registrationFeePaid: 10,
    budgetLimit: 100,
    purseRemaining: 72.5,
    isBot: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function teamPlayers(overrides: Partial<TeamPlayersResponse> = {}): TeamPlayersResponse {
  const players = overrides.players ?? fullSquad();
  const totalPoints = players.reduce((s, p) => s + p.positionPoints, 0);
  const totalBonus = players.reduce((s, p) => s + p.bonus, 0);
  return {
    auctionId: AUCTION_ID,
    auctionName: 'IPL Mega Auction',
    status: 'LIVE',
    endsAt: new Date(Date.now() + 8 * 60_000).toISOString(),
    biddingEndedAt: new Date(Date.now() - 2 * 60_000).toISOString(),
    serverTime: new Date().toISOString(),
    team: teamView(),
    players,
    playerCount: players.length,
    squadSize: 11,
    typeCounts: { Batter: 4, Bowler: 4, 'Wicket-Keeper': 1, 'All-Rounder': 2 },
    isValid: true,
    compositionErrors: [],
    totalPoints,
    totalBonus,
    score: totalPoints + totalBonus,
    rank: 1,
    prizeRank: null,
    prizeAmount: null,
    isOwner: true,
    isReorderWindowOpen: true,
    canReorder: true,
    ...overrides,
  };
}

export function standingTeam(overrides: Partial<StandingTeam> = {}): StandingTeam {
  return {
    ...teamView(),
    auctionPlayers: fullSquad(),
    playerCount: 11,
    isValid: true,
    totalPoints: 900,
    totalBonus: 66,
    score: 966,
    rank: 1,
    prizeRank: 1,
    prizeAmount: 120,
    purseUsed: 27.5,
    purseLeft: 72.5,
    ...overrides,
  };
}

export function standings(overrides: Partial<AuctionTeamsResponse> = {}): AuctionTeamsResponse {
  return {
    teams: [
      standingTeam(),
      standingTeam({
        id: '33333333-3333-4333-8333-333333333333',
        name: 'Chennai Chargers',
        ownerId: OTHER_ID,
        owner: { id: OTHER_ID, username: 'Rohit Sharma' },
        score: 800,
        totalPoints: 750,
        totalBonus: 50,
        rank: 2,
        prizeRank: 2,
        prizeAmount: 72,
      }),
      standingTeam({
        id: '44444444-4444-4444-8444-444444444444',
        name: 'Practice Bot 1',
        ownerId: 'bot-1',
        owner: null,
        isBot: true,
        score: 700,
        rank: 3,
        prizeRank: null,
        prizeAmount: null,
      }),
      standingTeam({
        id: '55555555-5555-4555-8555-555555555555',
        name: 'Delhi Daredevils',
        ownerId: 'u_3',
        owner: { id: 'u_3', username: 'Rishabh Pant' },
        playerCount: 9,
        isValid: false,
        score: null,
        totalPoints: 500,
        totalBonus: 20,
        rank: null,
        prizeRank: null,
        prizeAmount: null,
      }),
    ],
    totalPlayerCount: 40,
    prizeDistribution: {
      firstPrize: 120,
      secondPrize: 72,
      thirdPrize: 48,
      firstPrizeTeamId: TEAM_ID,
      secondPrizeTeamId: '33333333-3333-4333-8333-333333333333',
      thirdPrizeTeamId: null,
      prizePool: 240,
    },
    auctionName: 'IPL Mega Auction',
    auctionId: AUCTION_ID,
    status: 'COMPLETED',
    endsAt: '2025-03-01T14:00:00.000Z',
    biddingEndedAt: '2025-03-01T13:50:00.000Z',
    isFinal: true,
    scoredAt: '2025-03-01T14:00:01.000Z',
    serverTime: '2025-03-01T15:00:00.000Z',
    ...overrides,
  };
}
