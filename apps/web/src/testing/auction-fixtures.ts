// Auction views for component tests (the shapes `@bidxi/protocol` parses).
import {
  DEFAULT_AUCTION_SETTINGS,
  type AuctionView,
  type TeamView,
  type ValidateRegistrationResponse,
} from '@bidxi/protocol';

const HOUR = 60 * 60_000;

export function makeAuction(overrides: Partial<AuctionView> = {}): AuctionView {
  const startsAt = new Date(Date.now() + 24 * HOUR);
  const endsAt = new Date(startsAt.getTime() + 2 * HOUR);
  return {
    id: 'a1',
    title: 'IPL Mega Auction',
    description: 'The big one.',
    imageUrl: null,
    ytLink: null,
    status: 'SCHEDULED',
    startTime: '01/01/2030, 20:00:00',
    endTime: '01/01/2030, 22:00:00',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    lotsStartAt: new Date(startsAt.getTime() + 5 * 60_000).toISOString(),
    biddingEndedAt: null,
    budgetLimit: 100,
    registrationFee: 49,
    isEndTimeUpdated: false,
    isDemo: false,
    createdById: null,
    participants: [],
    teamCount: 3,
    totalPlayerCount: 40,
    settings: { ...DEFAULT_AUCTION_SETTINGS, prizeSplit: [50, 30, 20] },
    currentTime: new Date().toISOString(),
    ...overrides,
  };
}

export function makeTeam(overrides: Partial<TeamView> = {}): TeamView {
  return {
    id: 't1',
    name: 'Royal Strikers',
    auctionId: 'a1',
    ownerId: 'u_1',
    owner: { id: 'u_1', username: 'Virat Kohli' },
    mobileNumber: '9876543210',
    imageUrl: null,
    registrationFeePaid: 49,
    budgetLimit: 100,
    purseRemaining: 100,
    isBot: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function makeCheck(
  overrides: Partial<ValidateRegistrationResponse> = {},
): ValidateRegistrationResponse {
  return {
    status: 'ELIGIBLE',
    teams: [],
    balance: 500,
    registrationFee: 49,
    auctionStatus: 'SCHEDULED',
    ...overrides,
  };
}
