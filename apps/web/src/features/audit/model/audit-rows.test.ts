import { describe, expect, it } from 'vitest';
import { buildTestLog, MY_TEAM_ID, RIVAL_TEAM_ID, ROHIT } from '@/testing/audit-log-fixture';
import { auditRows, entriesByLot, namesFromEntries, shortHash } from './audit-rows';

const log = buildTestLog();
const names = namesFromEntries(log.entries, { teams: {}, players: { [ROHIT]: 'Rohit Sharma' } });

describe('auditRows', () => {
  it('lists lot 1 newest first: the sale, the proxy bid, the bids and the refusal with its reason', () => {
    const lot1 = entriesByLot(log.entries).get(1)!;
    const rows = auditRows(lot1, names);
    expect(rows.map((r) => [r.kind, r.team, r.amountLakhs, r.text, r.isProxy])).toEqual([
      ['sale', 'me', 250, 'Sold: Rohit Sharma to me for 2.5 Cr', false],
      ['accepted', 'me', 250, 'Accepted', true],
      ['accepted', 'rival', 225, 'Accepted', false],
      ['refused', 'me', 225, 'Refused: You are already the highest bidder!', false],
      ['accepted', 'me', 200, 'Accepted', false],
      ['room', null, null, 'Lot 1 opened: Rohit Sharma at 2 Cr', false],
    ]);
  });

  it('cuts the log into lots as the server does: registrations are lot 0', () => {
    const lots = entriesByLot(log.entries);
    expect([...lots.keys()]).toEqual([0, 1, 2]);
    expect(lots.get(0)!.map((e) => e.event.type)).toEqual(['teamRegistered', 'teamRegistered']);
  });

  it('names teams by their owners from the log itself', () => {
    expect(names.teams).toEqual({ [MY_TEAM_ID]: 'me', [RIVAL_TEAM_ID]: 'rival' });
  });

  it('tells organiser actions apart', () => {
    const rows = auditRows(
      [
        {
          seq: 9,
          at: '2026-03-12T10:31:00.000Z',
          prevHash: 'a',
          hash: 'b',
          event: { type: 'auctionPaused', at: 1, by: 'admin' },
        },
        {
          seq: 10,
          at: '2026-03-12T10:32:00.000Z',
          prevHash: 'b',
          hash: 'c',
          event: {
            type: 'saleUndone',
            lotId: 1,
            playerId: ROHIT,
            teamId: MY_TEAM_ID,
            amountLakhs: 250,
            reason: 'wrong team',
            by: 'admin',
            at: 2,
          },
        },
      ],
      names,
    );
    expect(rows.map((r) => [r.kind, r.text])).toEqual([
      [
        'organiser',
        'The organiser undid the sale of Rohit Sharma: wrong team. Rohit Sharma will be auctioned again.',
      ],
      ['organiser', 'Paused by the organiser'],
    ]);
  });

  it('says an organiser event with no text of its own by its catalogue text', () => {
    const entry = {
      seq: 11,
      at: '2026-03-12T10:33:00.000Z',
      prevHash: 'c',
      hash: 'd',
      event: { type: 'pauseAfterLotAsked', lotId: 2, at: 3, by: 'admin' },
    } as const;
    expect(auditRows([entry], names).map((r) => [r.kind, r.text])).toEqual([
      ['organiser', 'The organiser will pause the auction after this lot'],
    ]);
  });
});

describe('shortHash', () => {
  it('keeps the first 8 and the last 4 characters', () => {
    expect(shortHash('0123456789abcdef0123')).toBe('01234567…0123');
  });
});
