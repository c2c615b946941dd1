import { evolve, initialState } from '@bidxi/engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { stubFetch } from '@/testing/fetch-stub';
import { buildTestLog, LOG_AUCTION_ID } from '@/testing/audit-log-fixture';
import { useAdminSession, useSession } from '@/stores/session';
import { OrganiserControls } from './organiser-controls';

type Listener = (payload: unknown) => void;
const fake = vi.hoisted(() => ({
  listeners: new Map<string, Listener>(),
  auth: null as unknown,
  emitted: [] as string[],
}));
vi.mock('socket.io-client', () => ({
  io: (options: { auth: unknown }) => {
    fake.auth = options.auth;
    return {
      on: (event: string, listener: Listener) => fake.listeners.set(event, listener),
      emit: (event: string) => fake.emitted.push(event),
      disconnect: () => undefined,
    };
  },
}));

const log = buildTestLog(Date.now() - 60_000);
const posts = <C extends { method: string }>(calls: C[]) =>
  calls.filter((c) => c.method === 'POST');
const PATH = `/api/admin/auctions/${LOG_AUCTION_ID}`;
const OK = { status: 200, body: { seq: 20, pausedAt: null, closesAt: null } };
const LINK_OFF = {
  [`GET ${PATH}/spectator-link`]: {
    status: 200,
    body: { enabled: false, path: null, capacity: 200 },
  },
};

/** The room the admin watches: lot 2 open (Bumrah), Rohit's sale undoable. */
function serveRoom(paused = false) {
  const entries = log.entries.slice(0, log.saleIndex + 2); // through lot 2's open
  let s = initialState({
    auctionId: LOG_AUCTION_ID,
    players: log.header.players,
    teams: [],
    settings: log.header.settings,
  });
  for (const e of entries) s = evolve(s, e.event);
  if (paused) s = { ...s, pausedAt: Date.now() };
  act(() => fake.listeners.get('roomState')!({ state: s, serverTime: new Date().toISOString() }));
  return s;
}
/** Renders the desk and waits for its socket (socket.io-client loads on demand). */
async function renderDesk() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrganiserControls auctionId={LOG_AUCTION_ID} isLive />
      <AppToaster />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(fake.listeners.has('roomState')).toBe(true));
  return userEvent.setup();
}

beforeEach(() => {
  fake.listeners.clear();
  useAdminSession.setState({ adminToken: 'admin-token-1', isAdminAuthenticated: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  useAdminSession.getState().clear();
});

describe('OrganiserControls', () => {
  it('says why the desk is empty when the room refuses it, and shows the room once it comes', async () => {
    stubFetch(LINK_OFF);
    await renderDesk();
    act(() =>
      fake.listeners.get('connect_error')!(
        Object.assign(new Error('refused'), {
          data: {
            code: 'SESSION_EXPIRED',
            message: 'Your session has ended. Please log in again.',
          },
        }),
      ),
    );
    expect((await screen.findByTestId('organiser-room-refused')).textContent).toBe(
      'The live room did not open here: Session expired. Please log in again.',
    );
    serveRoom();
    await waitFor(() => expect(screen.queryByTestId('organiser-room-refused')).toBeNull());
    expect(screen.getByTestId('organiser-state').textContent).toBe('Live');
  });

  it('watches the room with the admin token and shows the open lot and the last sale', async () => {
    await renderDesk();
    expect(fake.auth).toMatchObject({
      token: 'admin-token-1',
      'x-room-lobby': LOG_AUCTION_ID,
      feed: 'engine',
    });
    serveRoom();
    const lot = screen.getByTestId('organiser-lot');
    expect(lot.textContent).toContain('Lot 2 · Jasprit Bumrah');
    expect(lot.textContent).toContain('Last sale: Rohit Sharma to me for 2.5 Cr');
  });

  it('pauses, and adds 30 s to the lot the admin sees', async () => {
    const { calls: all } = stubFetch({
      [`POST ${PATH}/pause`]: OK,
      [`POST ${PATH}/add-time`]: OK,
      ...LINK_OFF,
    });
    const user = await renderDesk();
    serveRoom();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: '+30 s' }));
    await waitFor(() => expect(posts(all)).toHaveLength(2));
    const [pause, addTime] = posts(all);
    expect(pause!.path).toBe(`${PATH}/pause`);
    expect(pause!.headers.get('Authorization')).toBe('Bearer admin-token-1');
    expect(addTime!.body).toEqual({ seconds: 30, lotId: 2 });
    expect(await screen.findByText('Added 30 s to the lot')).toBeTruthy();
  });

  it('asks to pause after the lot it sees; once the room has it, says so and offers it no more', async () => {
    const { calls: all } = stubFetch({ [`POST ${PATH}/pause-after-lot`]: OK, ...LINK_OFF });
    const user = await renderDesk();
    const s = serveRoom();
    await user.click(screen.getByRole('button', { name: 'Pause after this lot' }));
    await waitFor(() => expect(posts(all)).toHaveLength(1));
    expect(posts(all)[0]!.path).toBe(`${PATH}/pause-after-lot`);
    expect(posts(all)[0]!.body).toEqual({ lotId: 2 });
    expect(await screen.findByText('The auction pauses when this lot closes')).toBeTruthy();
    expect(screen.getByTestId('organiser-state').textContent).toBe('Live');

    const asked = { ...s, currentLot: { ...s.currentLot!, pauseAfterBy: 'admin-1' } };
    act(() =>
      fake.listeners.get('roomState')!({ state: asked, serverTime: new Date().toISOString() }),
    );
    expect(screen.getByTestId('organiser-state').textContent).toBe('Pausing after this lot');
    const button = screen.getByRole('button', { name: 'Pause after this lot' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers Resume while paused, and tells the room refusal as the server says it', async () => {
    stubFetch({
      [`POST ${PATH}/resume`]: {
        status: 409,
        body: { error: { code: 'NOT_PAUSED', message: 'The auction is not paused.' } },
      },
    });
    const user = await renderDesk();
    serveRoom(true);
    expect(screen.getByTestId('organiser-state').textContent).toBe('Paused');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('The auction is not paused.')).toBeTruthy();
  });

  it('undoes the last sale only with a reason, after confirming', async () => {
    const { calls: all } = stubFetch({ [`POST ${PATH}/undo-sale`]: OK, ...LINK_OFF });
    const user = await renderDesk();
    const { lastSale } = serveRoom();
    await user.click(screen.getByRole('button', { name: 'Undo last sale' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Undo last sale' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Give a reason: the room sees it and the log keeps it.',
    );
    expect(posts(all)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), '  Wrong team clicked  ');
    await user.click(within(dialog).getByRole('button', { name: 'Undo last sale' }));
    await waitFor(() => expect(posts(all)).toHaveLength(1));
    expect(posts(all)[0]!.body).toEqual({ lotId: lastSale!.lotId, reason: 'Wrong team clicked' });
  });

  it('keeps the undo on the sale it was opened on, and says so when a newer sale makes it stale', async () => {
    const { calls: all } = stubFetch({
      [`POST ${PATH}/undo-sale`]: {
        status: 409,
        body: {
          error: { code: 'SALE_CHANGED', message: 'This is no longer the last sale.' },
          current: { lotId: 2, playerId: 'x', teamId: 'y', amountLakhs: 300 },
        },
      },
      ...LINK_OFF,
    });
    const user = await renderDesk();
    const s = serveRoom();
    const rohit = s.lastSale!;
    await user.click(screen.getByRole('button', { name: 'Undo last sale' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Last sale: Rohit Sharma to me for 2.5 Cr');
    await user.type(within(dialog).getByRole('textbox'), 'Wrong team');
    // Lot 2 sells while the dialog is open: the dialog stays on Rohit's sale, with the reason.
    const newer = { ...rohit, lotId: rohit.lotId + 1, amountLakhs: 300 };
    act(() =>
      fake.listeners.get('roomState')!({
        state: { ...s, lastSale: newer, version: s.version + 1 },
        serverTime: new Date().toISOString(),
      }),
    );
    const still = screen.getByRole('alertdialog');
    expect(still.textContent).toContain('Last sale: Rohit Sharma to me for 2.5 Cr');
    expect(still.textContent).not.toContain('3 Cr');
    expect((within(still).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Wrong team');
    await user.click(within(still).getByRole('button', { name: 'Undo last sale' }));
    await waitFor(() => expect(posts(all)).toHaveLength(1));
    expect(posts(all)[0]!.body).toEqual({ lotId: rohit.lotId, reason: 'Wrong team' });
    expect((await within(still).findByTestId('undo-refusal')).textContent).toMatch(
      /^Not undone: another player was sold after this sale/,
    );
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect((within(still).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Wrong team');
  });

  it('turns the spectator link on and shows the link to copy', async () => {
    stubFetch({
      [`POST ${PATH}/spectator-link`]: {
        status: 200,
        body: { enabled: true, path: `/watch/${LOG_AUCTION_ID}?t=secret-abc`, capacity: 200 },
      },
    });
    const user = await renderDesk();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByTestId('spectator-url')).textContent).toBe(
      `${window.location.origin}/watch/${LOG_AUCTION_ID}?t=secret-abc`,
    );
    expect(screen.getByText(/Up to 200 spectators at once/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('shows a link that is already on when the desk opens', async () => {
    stubFetch({
      [`GET ${PATH}/spectator-link`]: {
        status: 200,
        body: { enabled: true, path: `/watch/${LOG_AUCTION_ID}?t=kept-secret`, capacity: 200 },
      },
    });
    await renderDesk();
    expect((await screen.findByTestId('spectator-url')).textContent).toBe(
      `${window.location.origin}/watch/${LOG_AUCTION_ID}?t=kept-secret`,
    );
  });
});

describe('OrganiserControls for a league organiser (room screen)', () => {
  it('sends the player token to /api/auctions/{id}/organiser/… and opens no socket of its own', async () => {
    useSession.setState({
      token: 'player-token',
      userId: 'u_1',
      email: 'a@x.in',
      username: 'Asha',
      expiresAt: Date.now() + 3600_000,
    });
    const base = `/api/auctions/${LOG_AUCTION_ID}/organiser`;
    const { calls } = stubFetch({
      [`POST ${base}/pause`]: OK,
      [`GET ${base}/spectator-link`]: {
        status: 200,
        body: { enabled: false, path: null, capacity: 200 },
      },
    });
    let s = initialState({
      auctionId: LOG_AUCTION_ID,
      players: log.header.players,
      teams: [],
      settings: log.header.settings,
    });
    for (const e of log.entries.slice(0, log.saleIndex + 2)) s = evolve(s, e.event);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <OrganiserControls
          auctionId={LOG_AUCTION_ID}
          isLive
          scope="organiser"
          room={{ state: s, offsetMs: 0 }}
        />
        <AppToaster />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.path).toBe(`${base}/pause`);
    expect(posts(calls)[0]!.headers.get('authorization')).toBe('Bearer player-token');
    expect(fake.listeners.size).toBe(0);
    useSession.getState().clear();
  });
});
