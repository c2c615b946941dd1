import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { createRoomStore } from '../model/room-store';
import { RoomContext } from '../room-context';
import { FakeSocket } from '../testing/fake-socket';
import {
  AUCTION_ID,
  createTestRoom,
  liveRoom,
  ME,
  MY_TEAM,
  NEXT_PLAYER_ID,
  PLAYER_ID,
  RIVAL_INPUT,
  RIVAL_TEAM,
  teamInput,
  type TestRoom,
} from '../testing/room-fixtures';
import {
  closingRoom,
  overMaxBidRoom,
  passedRoom,
  pausedRoom,
  typeFullRoom,
  xiPool,
} from '../testing/smart-fixtures';
import { LiveView } from './live-view';

afterEach(() => vi.useRealTimers());

/** The live room screen (lot, panels, controls) on `room`, as the viewer (or with no team). */
function renderLive(room: TestRoom = liveRoom(), { hasTeam = true } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const store = createRoomStore();
  store.getState().receiveSnapshot(room.snapshot(hasTeam ? {} : { myTeamId: null }));
  store.getState().setConnection('connected');
  const socket = new FakeSocket();
  socket.connected = true;
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <RoomContext
        value={{ auctionId: AUCTION_ID, myUserId: ME, store, socket, takeOver: () => {} }}
      >
        <LiveView />
      </RoomContext>
      <AppToaster />
    </MemoryRouter>,
  );
  const increase = () => screen.getByTestId('increase-bid');
  const feed = (batch: ReturnType<TestRoom['bid']>) =>
    act(() => {
      store.getState().receiveEvents(batch);
    });
  return { store, socket, user, increase, room, feed };
}

const panels = () => screen.getByRole('navigation', { name: 'Room panels' });

describe("Why can't I bid? INCREASE BID and JUMP disabled with the engine's reason", () => {
  const cases: [string, () => TestRoom, boolean, string, string][] = [
    ['type full', typeFullRoom, true, 'ROLE_LIMIT', 'You cannot have more than 4 Batsman(s).'],
    [
      'over the max bid',
      overMaxBidRoom,
      true,
      'OVER_MAX_BID',
      'Over your max bid of 5 Cr: keep enough purse to complete a valid XI.',
    ],
    [
      'closing in under a second',
      closingRoom,
      true,
      'LOT_CLOSING',
      'Time is up! Cannot place bid now.',
    ],
    [
      'not enough purse',
      () => liveRoom({ teams: [teamInput({ purseTotalLakhs: 300 }), RIVAL_INPUT], bidLakhs: 300 }),
      true,
      'PURSE_EXCEEDED',
      'Not enough money in purse',
    ],
    [
      'not a participant',
      liveRoom,
      false,
      'NOT_REGISTERED',
      'You are not registered for this auction.',
    ],
    ['passed', passedRoom, true, 'ALREADY_PASSED', 'You passed on this player.'],
    ['paused', pausedRoom, true, 'PAUSED', 'Paused by the organiser'],
  ];

  it.each(cases)('%s', async (_, make, hasTeam, code, reason) => {
    const { increase, user, socket } = renderLive(make(), { hasTeam });
    expect(increase().getAttribute('aria-disabled')).toBe('true');
    expect(increase().dataset.block).toBe(code);
    const line = screen.getByTestId('bid-block-reason');
    expect(line.textContent).toContain(reason);
    expect(increase().getAttribute('aria-describedby')).toBe(line.id);
    const jump = screen.getByRole('button', { name: /JUMP/ });
    expect(jump.getAttribute('aria-disabled')).toBe('true');
    await user.click(increase());
    await user.click(jump);
    expect(socket.sent('bid')).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Set Jump Amount' })).toBeNull();
  });

  it('already highest: says so in the button, sends nothing', async () => {
    const { increase, user, socket } = renderLive(
      liveRoom({ bidLakhs: 300, bidderTeamId: MY_TEAM }),
    );
    expect(increase().dataset.block).toBe('ALREADY_HIGHEST');
    expect(within(increase()).getByText('You are leading')).toBeTruthy();
    await user.click(increase());
    expect(socket.sent('bid')).toHaveLength(0);
  });

  it('turns to "Time is up" as the last second starts, with no event', () => {
    const room = createTestRoom();
    room.open(room.now - 18_500); // 1.5 s left
    const { increase } = renderLive(room);
    expect(increase().getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByTestId('bid-block-reason')).toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect(increase().dataset.block).toBe('LOT_CLOSING');
    expect(screen.getByTestId('bid-block-reason').textContent).toContain('Time is up!');
  });
});

describe('JUMP within the max bid', () => {
  it('offers up to the max bid and refuses a jump over it, as the server would', async () => {
    const room = liveRoom({
      players: xiPool(),
      teams: [teamInput({ purseTotalLakhs: 1_000 }), RIVAL_INPUT],
      bidLakhs: 300,
    });
    const { user, socket } = renderLive(room);
    await user.click(screen.getByRole('button', { name: /JUMP/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Jump Amount' });
    expect(dialog.textContent).toContain('Enter a bid from 3.25 Cr to 5 Cr (your max bid)');
    const field = within(dialog).getByLabelText('Bid amount (Cr)');
    await user.clear(field);
    await user.type(field, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Place Bid' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Over your max bid of 5 Cr: keep enough purse to complete a valid XI.',
    );
    expect(socket.sent('bid')).toHaveLength(0);
  });
});

describe('max bids by proxy', () => {
  it('set from Upcoming: sends setMaxBid for that player in Cr, and closes on the ack', async () => {
    const { user, socket } = renderLive();
    await user.click(within(panels()).getByRole('button', { name: 'Upcoming' }));
    await user.click(screen.getByRole('button', { name: 'Set max bid for Jasprit Bumrah' }));
    const form = await screen.findByRole('dialog', { name: 'Set max bid' });
    expect(within(form).getByTestId('max-bid-player').textContent).toContain('Jasprit Bumrah');
    const field = within(form).getByLabelText('Your maximum (Cr)');
    expect((field as HTMLInputElement).value).toBe('2'); // the base price
    await user.clear(field);
    await user.type(field, '3.5');
    await user.click(within(form).getByRole('button', { name: 'Save max bid' }));
    expect(socket.sent('setMaxBid').map((e) => e.payload)).toEqual([
      { auctionPlayerId: NEXT_PLAYER_ID, maxAmount: 3.5 },
    ]);
    act(() => socket.sent('setMaxBid')[0]!.ack!({ success: true, data: { seq: 9 } }));
    expect(await screen.findByText('Max bid 3.5 Cr set for Jasprit Bumrah')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Set max bid' })).toBeNull();
  });

  it('refuses below the floor before sending, and shows a refusal from the ack in the form', async () => {
    const { user, socket } = renderLive(liveRoom({ bidLakhs: 300 }));
    await user.click(screen.getByTestId('lot-max-bid'));
    const form = await screen.findByRole('dialog', { name: 'Set max bid' });
    const field = within(form).getByLabelText('Your maximum (Cr)');
    expect((field as HTMLInputElement).value).toBe('3.25'); // the next bid
    await user.clear(field);
    await user.type(field, '3');
    await user.click(within(form).getByRole('button', { name: 'Save max bid' }));
    expect(within(form).getByRole('alert').textContent).toContain(
      'Your max must be at least 3.25 Cr',
    );
    expect(socket.sent('setMaxBid')).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '6');
    await user.click(within(form).getByRole('button', { name: 'Save max bid' }));
    act(() =>
      socket.sent('setMaxBid')[0]!.ack!({
        success: false,
        error: { code: 'PURSE_EXCEEDED', message: 'Not enough money in purse' },
      }),
    );
    expect(within(form).getByRole('alert').textContent).toContain('Not enough money in purse');
  });

  it('keeps the lot on the block in view at the top of the form, from the lot and from Upcoming', async () => {
    const { user, room, feed } = renderLive(liveRoom({ bidLakhs: 300 }));
    await user.click(screen.getByTestId('lot-max-bid'));
    let form = await screen.findByRole('dialog', { name: 'Set max bid' });
    const strip = within(form).getByTestId('dialog-lot-strip');
    expect(within(strip).getByTestId('dialog-lot-player-name').textContent).toBe('Rohit Sharma');
    expect(within(strip).getByTestId('dialog-current-bid').textContent).toBe('3 Cr');
    feed(room.bid(MY_TEAM, 325));
    expect(within(strip).getByTestId('dialog-current-bid').textContent).toBe('3.25 Cr');
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    // Set from Upcoming, for a player still in the queue: the strip still shows the lot running.
    await user.click(within(panels()).getByRole('button', { name: 'Upcoming' }));
    await user.click(screen.getByRole('button', { name: 'Set max bid for Jasprit Bumrah' }));
    form = await screen.findByRole('dialog', { name: 'Set max bid' });
    expect(within(form).getByTestId('max-bid-player').textContent).toContain('Jasprit Bumrah');
    expect(within(form).getByTestId('dialog-lot-player-name').textContent).toBe('Rohit Sharma');
  });

  it('closes with the message when its lot closes, and sends nothing', async () => {
    const { user, socket, room, feed } = renderLive(liveRoom({ bidLakhs: 300 }));
    await user.click(screen.getByTestId('lot-max-bid'));
    const form = await screen.findByRole('dialog', { name: 'Set max bid' });
    await user.type(within(form).getByLabelText('Your maximum (Cr)'), '5');
    feed(room.close()); // sold to the rival
    expect(
      await screen.findByText('Rohit Sharma was sold — your max bid was not saved.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Set max bid' })).toBeNull();
    expect(socket.sent('setMaxBid')).toHaveLength(0);
  });

  it("marks the proxy's bids 'Auto', and lists and cancels the viewer's maxima", async () => {
    const room = liveRoom({ bidLakhs: 225 });
    room.run({ type: 'setMaxBid', teamId: MY_TEAM, playerId: PLAYER_ID, maxLakhs: 300 }, room.now);
    const { user, socket } = renderLive(room);
    const rows = within(screen.getByTestId('last-bids')).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/^YouAuto.*2\.5 Cr$/); // the proxy answered 2.25 Cr
    expect(screen.getByTestId('lot-max-bid').textContent).toBe('Your max 3 Cr');
    await user.click(within(panels()).getByRole('button', { name: 'My Team' }));
    const maxima = screen.getByTestId('my-max-bids');
    expect(maxima.textContent).toContain('Rohit Sharma');
    expect(maxima.textContent).toContain('Your max 3 Cr');
    await user.click(
      within(maxima).getByRole('button', { name: 'Cancel max bid for Rohit Sharma' }),
    );
    expect(socket.sent('cancelMaxBid').map((e) => e.payload)).toEqual([
      { auctionPlayerId: PLAYER_ID },
    ]);
  });
});

describe('pass, early close and the max bid on screen', () => {
  it("'Not interested' passes on the lot it was tapped on", async () => {
    const { user, socket } = renderLive(liveRoom({ bidLakhs: 300 }));
    await user.click(screen.getByTestId('lot-pass'));
    expect(socket.sent('pass').map((e) => e.payload)).toEqual([
      { auctionPlayerId: PLAYER_ID, lotId: 1 },
    ]);
    act(() => socket.sent('pass')[0]!.ack!({ success: true, data: { seq: 5 } }));
    expect(await screen.findByText('You passed on Rohit Sharma')).toBeTruthy();
  });

  it('says the lot ends early once everyone else has passed', () => {
    const { feed, room } = renderLive(liveRoom({ bidLakhs: 300, bidderTeamId: MY_TEAM }));
    expect(screen.queryByTestId('ending-early')).toBeNull();
    feed(room.run({ type: 'pass', teamId: RIVAL_TEAM, lotId: 1 }, room.now));
    expect(screen.getByTestId('ending-early').textContent).toBe(
      'Everyone else is out — closing early',
    );
  });

  it('tells a team that passed that all but the leader are out', () => {
    const { feed, room } = renderLive(liveRoom({ bidLakhs: 300, bidderTeamId: RIVAL_TEAM }));
    feed(room.run({ type: 'pass', teamId: MY_TEAM, lotId: 1 }, room.now));
    expect(screen.getByTestId('ending-early').textContent).toBe(
      'All but the leader are out — closing early',
    );
    expect(screen.getByTestId('lot-pass').textContent).toBe('You passed');
  });

  it('shows the max bid on the purse bar and for every team', async () => {
    const { user } = renderLive(overMaxBidRoom());
    expect(screen.getByTestId('max-bid').textContent).toBe('Max bid 5 Cr');
    await user.click(within(panels()).getByRole('button', { name: 'Teams' }));
    const maxBids = screen.getAllByTestId('team-max-bid').map((e) => e.textContent);
    expect(maxBids).toEqual(['Max bid 5 Cr', 'Max bid 95 Cr']);
  });
});

describe('panels beside the lot', () => {
  it.each(['My Team', 'Teams', 'Upcoming', 'Pull Back', 'Chat'])(
    '%s keeps the clock, the price and the bid buttons out of the panel and usable',
    async (tab) => {
      const { user, socket } = renderLive(liveRoom({ bidLakhs: 300 }));
      await user.click(within(panels()).getByRole('button', { name: tab }));
      const drawer = screen.getByRole('dialog', { name: tab });
      for (const id of ['lot-countdown', 'current-bid', 'increase-bid']) {
        expect(drawer.contains(screen.getByTestId(id))).toBe(false);
      }
      expect(screen.getByTestId('current-bid').textContent).toBe('3 Cr');
      await user.click(screen.getByTestId('increase-bid'));
      expect(socket.sent('bid')[0]?.payload).toMatchObject({ biddingAmount: 3.25, lotId: 1 });
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: tab })).toBeNull();
      expect(screen.getByTestId('lot')).toBeTruthy();
    },
  );
});
