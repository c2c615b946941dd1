import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { createRoomStore } from '../model/room-store';
import { RoomContext } from '../room-context';
import { FakeSocket } from '../testing/fake-socket';
import {
  AUCTION_ID,
  createTestRoom,
  DEFAULT_POOL,
  liveRoom,
  ME,
  MY_TEAM,
  poolPlayer,
  RIVAL_INPUT,
  RIVAL_TEAM,
  teamInput,
  THIRD_INPUT,
  THIRD_TEAM,
  type TestRoom,
} from '../testing/room-fixtures';
import { BidControls } from './bid-controls';

function renderControls({
  room = liveRoom(),
  isConnected = true,
}: { room?: TestRoom; isConnected?: boolean } = {}) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const store = createRoomStore();
  store.getState().receiveSnapshot(room.snapshot());
  store.getState().setConnection(isConnected ? 'connected' : 'reconnecting');
  const socket = new FakeSocket();
  socket.connected = isConnected;
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <RoomContext
        value={{ auctionId: AUCTION_ID, myUserId: ME, store, socket, takeOver: () => {} }}
      >
        <BidControls />
      </RoomContext>
      <AppToaster />
    </MemoryRouter>,
  );
  const increase = () => screen.getByTestId('increase-bid');
  return { store, socket, user, increase, room };
}

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const text = (el: HTMLElement) => el.textContent ?? '';

/** The lot with one bid of `lakhs` by the rival (or by the viewer with `bidder: MY_TEAM`). */
/** The viewer, the rival and a third team. */
const THREE = { teams: [teamInput(), RIVAL_INPUT, THIRD_INPUT] };

const withBid = (lakhs: number, bidder = RIVAL_TEAM, setup = {}) =>
  liveRoom({ ...setup, bidLakhs: lakhs, bidderTeamId: bidder });

describe('BidControls', () => {
  it('labels the increase 25L below 5 Cr and 50L from 5 Cr', () => {
    renderControls({ room: withBid(475) });
    expect(text(screen.getByTestId('increment-label'))).toContain('25L');
    expect(screen.getByText('Bid 5 Cr')).toBeTruthy();
  });

  it('labels the increase 50L at exactly 5 Cr', () => {
    renderControls({ room: withBid(500) });
    expect(text(screen.getByTestId('increment-label'))).toContain('50L');
    expect(screen.getByText('Bid 5.5 Cr')).toBeTruthy();
  });

  it('opens at the base price: the first bid is the base, the label the 25L step', () => {
    renderControls();
    expect(text(screen.getByTestId('increment-label'))).toContain('25L');
    expect(screen.getByText('Bid 2 Cr')).toBeTruthy();
  });

  it('is disabled while disconnected', () => {
    const { increase } = renderControls({ isConnected: false });
    expect(isDisabled(increase())).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: /JUMP/ }))).toBe(true);
  });

  it('offline: INCREASE BID is dimmed and says why, and comes back with the connection', () => {
    const { increase, store } = renderControls({ isConnected: false });
    const isDimmed = () => increase().className.split(' ').includes('opacity-45');
    expect(isDimmed()).toBe(true);
    expect(increase().getAttribute('data-block')).toBe('OFFLINE');
    const reason = screen.getByTestId('bid-offline-reason');
    expect(reason.textContent).toBe('Offline — no bid can be sent until you are back');
    expect(increase().getAttribute('aria-describedby')).toBe(reason.id);
    act(() => store.getState().setConnection('connected'));
    expect(screen.queryByTestId('bid-offline-reason')).toBeNull();
    expect(isDisabled(increase())).toBe(false);
    expect(isDimmed()).toBe(false);
  });

  it('while leading stays focusable, says why, and sends nothing', async () => {
    const { increase, user, socket } = renderControls({ room: withBid(300, MY_TEAM) });
    expect(increase().getAttribute('aria-disabled')).toBe('true');
    expect(within(increase()).getByText('You are leading')).toBeTruthy();
    await user.click(increase());
    expect(await screen.findByText('You are already the highest bidder!')).toBeTruthy();
    expect(socket.sent('bid')).toHaveLength(0);
  });

  it('refuses a bid with less than a second left', async () => {
    const room = createTestRoom();
    room.open(room.now - 19_200); // the 20 s lot window closes 0.8 s from now
    const { increase, user, socket } = renderControls({ room });
    await user.click(increase());
    expect(await screen.findByText('Time is up! Cannot place bid now.')).toBeTruthy();
    expect(socket.sent('bid')).toHaveLength(0);
  });

  it('refuses an increase the purse cannot cover', async () => {
    const { increase, user, socket } = renderControls({
      room: withBid(300, RIVAL_TEAM, { teams: [teamInput({ purseTotalLakhs: 300 }), RIVAL_INPUT] }),
    });
    await user.click(increase());
    expect(await screen.findByText('Not enough money in purse')).toBeTruthy();
    expect(socket.sent('bid')).toHaveLength(0);
  });

  it('refuses a fifth batter (composition check)', async () => {
    // Four batters bought first (lots 1–4), then Rohit Sharma, a fifth, on the block.
    const batters = [0, 1, 2, 3].map((i) =>
      poolPlayer({ id: `b${i}`, name: `Batter ${i}`, lotGroup: 1, sheetIndex: i }),
    );
    const room = createTestRoom({
      players: [...batters, poolPlayer({ sheetIndex: 9 }), ...DEFAULT_POOL.slice(1)],
    });
    for (let i = 0; i < 4; i++) room.sell(MY_TEAM, 200);
    room.open(room.now - 5_000);
    const { increase, user, socket } = renderControls({ room });
    await user.click(increase());
    expect(await screen.findByText('You cannot have more than 4 Batsman(s).')).toBeTruthy();
    expect(socket.sent('bid')).toHaveLength(0);
  });

  it('sends one bid for a double tap and disables itself while pending', async () => {
    const { increase, user, socket } = renderControls({ room: withBid(200) });
    await user.dblClick(increase());
    expect(socket.sent('bid')).toHaveLength(1);
    expect(socket.sent('bid')[0]?.payload).toEqual({
      auctionPlayerId: expect.any(String),
      biddingAmount: 2.25,
      lotId: 1,
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(isDisabled(increase())).toBe(true);
    expect(await screen.findByText('Placing your bid...')).toBeTruthy();
  });

  it('settles the pending bid only with its own ack, not with a bid from someone else', async () => {
    const { increase, user, socket, store, room } = renderControls({
      room: withBid(200, RIVAL_TEAM, THREE),
    });
    await user.click(increase());
    // Another team's bid lands first: the viewer's request is still out.
    act(() => {
      store.getState().receiveEvents(room.bid(THIRD_TEAM, 225));
    });
    expect(isDisabled(increase())).toBe(true);
    expect(within(increase()).getByText('Placing…')).toBeTruthy();
    // Now the ack of this request: refused, the price moved (say so, with the price).
    act(() =>
      socket.sent('bid')[0]!.ack!({
        success: false,
        error: { code: 'BID_TOO_LOW', message: 'Bid amount cannot be less than current bid!' },
      }),
    );
    expect(await screen.findByText('Outbid while you tapped — now 2.25 Cr')).toBeTruthy();
    expect(isDisabled(increase())).toBe(false);
  });

  it('turns a refusal for a moved price into the new offer, which one more tap places', async () => {
    const { increase, user, socket, store, room } = renderControls({
      room: withBid(200, RIVAL_TEAM, THREE),
    });
    expect(text(increase())).toContain('Bid 2.25 Cr');
    await user.click(increase());
    expect(socket.sent('bid')[0]!.payload).toMatchObject({ biddingAmount: 2.25 });
    // The max bids run the price to 8.25 Cr before the tap lands: the server refuses it.
    act(() => {
      store.getState().receiveEvents(room.bid(THIRD_TEAM, 825));
    });
    act(() =>
      socket.sent('bid')[0]!.ack!({
        success: false,
        error: { code: 'BID_TOO_LOW', message: 'Bid amount cannot be less than current bid!' },
      }),
    );
    expect(text(increase())).toContain('Price moved to 8.25 Cr — Bid 8.75 Cr');
    expect(increase().dataset.priceMoved).toBe('true');
    await user.click(increase());
    expect(socket.sent('bid')[1]!.payload).toMatchObject({ biddingAmount: 8.75 });
    expect(text(increase())).not.toContain('Price moved');
  });

  it('a lost race whose winning bid arrives after the refusal shows the price once it does', async () => {
    const { increase, user, socket, store, room } = renderControls({
      room: withBid(450, RIVAL_TEAM, THREE),
    });
    await user.click(increase());
    act(() =>
      socket.sent('bid')[0]!.ack!({
        success: false,
        error: { code: 'BID_TOO_LOW', message: 'Bid amount cannot be less than current bid!' },
      }),
    );
    expect(await screen.findByText('Outbid while you tapped')).toBeTruthy();
    act(() => {
      store.getState().receiveEvents(room.bid(THIRD_TEAM, 475));
    });
    expect(await screen.findByText('Outbid while you tapped — now 4.75 Cr')).toBeTruthy();
  });

  it('confirms an accepted bid with the spec toast', async () => {
    const { increase, user, socket } = renderControls({ room: withBid(200) });
    await user.click(increase());
    act(() => socket.sent('bid')[0]!.ack!({ success: true, data: { amount: 2.25 } }));
    expect(await screen.findByText('2.25Cr Bid is placed')).toBeTruthy();
  });

  it("says 'Invalid bid response' for an ack it cannot read", async () => {
    const { increase, user, socket } = renderControls({ room: withBid(200) });
    await user.click(increase());
    act(() => (socket.sent('bid')[0]!.ack as unknown as (a: unknown) => void)('nonsense'));
    expect(await screen.findByText('Invalid bid response')).toBeTruthy();
  });

  it('times out after 10 s without an ack and ignores the late ack', async () => {
    const { increase, user, socket } = renderControls({ room: withBid(200) });
    await user.click(increase());
    act(() => vi.advanceTimersByTime(9_900));
    expect(isDisabled(increase())).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('Bid request timed out. Please try again.')).toBeTruthy();
    expect(isDisabled(increase())).toBe(false);
    act(() => socket.sent('bid')[0]!.ack!({ success: true }));
    expect(screen.queryByText('2.25Cr Bid is placed')).toBeNull();
  });

  it('retries a timed-out bid with the same key, and a new bid with a new one', async () => {
    const { increase, user, socket } = renderControls({ room: withBid(200) });
    await user.click(increase());
    act(() => vi.advanceTimersByTime(10_100));
    await user.click(increase()); // the same 2.25 Cr on the same lot: the server places it once
    const [first, retry] = socket.sent('bid').map((b) => b.payload as { key: string });
    expect(retry!.key).toBe(first!.key);
    act(() => socket.sent('bid')[1]!.ack!({ success: true, data: { amount: 2.25 } }));
    await user.click(increase());
    expect((socket.sent('bid')[2]!.payload as { key: string }).key).not.toBe(first!.key);
  });
});

describe('Jump modal', () => {
  async function openJump(room = withBid(300)) {
    const ctx = renderControls({ room });
    await ctx.user.click(screen.getByRole('button', { name: /JUMP/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Set Jump Amount' });
    const input = within(dialog).getByLabelText('Bid amount (Cr)');
    const place = within(dialog).getByRole('button', { name: 'Place Bid' });
    const type = async (text: string) => {
      await ctx.user.clear(input);
      if (text) await ctx.user.type(input, text);
    };
    return { ...ctx, dialog, input, place, type };
  }

  it('starts at the current bid plus 2 Cr and shows the range', async () => {
    const { input, dialog } = await openJump();
    expect((input as HTMLInputElement).value).toBe('5');
    expect(text(dialog)).toContain('Enter a bid from 3.25 Cr to 100 Cr');
  });

  it('accepts digits and one decimal point only', async () => {
    const { input, type } = await openJump();
    await type('1a2.5.0x');
    expect((input as HTMLInputElement).value).toBe('12.50');
  });

  it("says 'Invalid jump amount!' for an empty amount", async () => {
    const { type, place, user, socket } = await openJump();
    await type('');
    await user.click(place);
    expect(text(await screen.findByRole('alert'))).toContain('Invalid jump amount!');
    expect(socket.sent('bid')).toHaveLength(0);
  });

  it('refuses an amount not above the current bid', async () => {
    const { type, place, user } = await openJump();
    await type('3');
    await user.click(place);
    expect(text(await screen.findByRole('alert'))).toContain(
      'Bid amount cannot be less than current bid!',
    );
  });

  it('refuses an amount above the purse', async () => {
    const { type, place, user } = await openJump();
    await type('100.5');
    await user.click(place);
    expect(text(await screen.findByRole('alert'))).toContain('Your purse is less than bid amount!');
  });

  it("says 'Cannot Jump! Amount Error' for an amount off the 0.05 Cr steps or under the next bid", async () => {
    const { type, place, user } = await openJump();
    await type('7.33');
    await user.click(place);
    expect(text(await screen.findByRole('alert'))).toContain('Cannot Jump! Amount Error');
    await type('3.1');
    await user.click(place);
    expect(text(await screen.findByRole('alert'))).toContain('Cannot Jump! Amount Error');
  });

  it('places the jump bid on the lot it was opened for and closes', async () => {
    const { type, place, user, socket } = await openJump();
    await type('7.5');
    await user.click(place);
    expect(socket.sent('bid')[0]?.payload).toMatchObject({ biddingAmount: 7.5, lotId: 1 });
    expect(screen.queryByRole('dialog', { name: 'Set Jump Amount' })).toBeNull();
  });

  it('keeps its lot in view at the top: the player, the price and the leader, as they move', async () => {
    const { store, dialog, room } = await openJump(withBid(300, RIVAL_TEAM, THREE));
    const strip = within(dialog).getByTestId('dialog-lot-strip');
    expect(strip.getAttribute('data-lot-id')).toBe('1');
    expect(within(strip).getByTestId('dialog-lot-player-name').textContent).toBe('Rohit Sharma');
    expect(within(strip).getByTestId('dialog-current-bid').textContent).toBe('3 Cr');
    act(() => {
      store.getState().receiveEvents(room.bid(THIRD_TEAM, 400));
    });
    expect(within(strip).getByTestId('dialog-current-bid').textContent).toBe('4 Cr');
    expect(within(strip).getByTestId('dialog-highest-bidder').textContent).not.toBe('');
    expect(within(strip).queryByTestId('dialog-lot-moved-on')).toBeNull();
  });

  it('follows the lot while open: the range and the untouched default move with each bid', async () => {
    const { store, dialog, input, room } = await openJump(withBid(300, RIVAL_TEAM, THREE));
    act(() => {
      store.getState().receiveEvents(room.bid(THIRD_TEAM, 400));
    });
    expect(text(dialog)).toContain('Enter a bid from 4.25 Cr');
    expect((input as HTMLInputElement).value).toBe('6');
  });

  it('closes when its lot closes, says the typed bid was not placed, and sends nothing to the next lot', async () => {
    const { store, type, socket, room } = await openJump(withBid(300));
    await type('5.25');
    act(() => {
      store.getState().receiveEvents(room.close()); // sold to the rival for 3 Cr
    });
    expect(
      await screen.findByText('Rohit Sharma was sold — your 5.25 Cr bid was not placed'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Set Jump Amount' })).toBeNull();
    expect(socket.sent('bid')).toHaveLength(0);
  });
});
