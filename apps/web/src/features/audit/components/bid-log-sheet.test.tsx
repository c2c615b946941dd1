import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { stubFetch } from '@/testing/fetch-stub';
import { buildTestLog, LOG_AUCTION_ID, ROHIT } from '@/testing/audit-log-fixture';
import { useSession } from '@/stores/session';
import { BidLogSheet } from './bid-log-sheet';
import { RoomAuditBar } from './room-audit-bar';

const log = buildTestLog();
const lot1 = log.entries.filter((e) => e.seq >= 3 && e.seq <= log.saleIndex + 1);
const names = { teams: { 't-me': 'me', 't-rival': 'rival' }, players: { [ROHIT]: 'Rohit Sharma' } };

function wrap(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <AppToaster />
    </QueryClientProvider>,
  );
}

/** Serves `text` as the published log. */
function serveLog(text: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().clear();
});

describe('Bid log in the room', () => {
  it('opens on the open lot with its entries newest first, the head hash, and no download yet', async () => {
    useSession.setState({ token: 'user-token-1', userId: 'u-me' });
    const { calls } = stubFetch({
      [`GET /api/auctions/${LOG_AUCTION_ID}/audit`]: {
        status: 200,
        body: {
          auctionId: LOG_AUCTION_ID,
          headHash: lot1.at(-1)!.hash,
          headSeq: 8,
          entries: lot1,
          hasMore: false,
        },
      },
    });
    const user = userEvent.setup();
    wrap(
      <RoomAuditBar
        auctionId={LOG_AUCTION_ID}
        headHash={lot1.at(-1)!.hash}
        lastLotId={1}
        openLotId={null}
        isCompleted={false}
        names={names}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Bid log' }));
    const sheet = await screen.findByTestId('bid-log');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer user-token-1');
    const rows = within(sheet).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Sold: Rohit Sharma to me for 2.5 Cr');
    expect(rows[1]!.textContent).toContain('Max bid');
    expect(
      rows.some((r) => r.textContent?.includes('Refused: You are already the highest bidder!')),
    ).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Lot' })).toHaveProperty('value', '1');
    expect(screen.getByRole('option', { name: 'Lot 1 · Rohit Sharma' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Download log' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says why a non-participant cannot read it', async () => {
    stubFetch({
      [`GET /api/auctions/${LOG_AUCTION_ID}/audit`]: {
        status: 403,
        body: {
          error: { code: 'NOT_PARTICIPANT', message: 'Only participants can read the bid log' },
        },
      },
    });
    wrap(
      <BidLogSheet
        auctionId={LOG_AUCTION_ID}
        isOpen
        onClose={() => undefined}
        isCompleted={false}
        lastLotId={1}
        openLotId={1}
        names={names}
      />,
    );
    expect(
      await screen.findByText('Only the teams of this auction can read its bid log while it runs.'),
    ).toBeTruthy();
  });
});

describe('Bid log of a completed auction', () => {
  const sheet = (
    <BidLogSheet
      auctionId={LOG_AUCTION_ID}
      isOpen
      onClose={() => undefined}
      isCompleted
      lastLotId={0}
      openLotId={null}
      names={names}
    />
  );

  it('verifies the published log in the browser', async () => {
    serveLog(log.text);
    const user = userEvent.setup();
    wrap(sheet);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const logHash = log.trailer.logHash;
    expect((await screen.findByTestId('verify-result')).textContent).toBe(
      `Log verified: ${log.entries.length} entries, log hash ${logHash.slice(0, 8)}…${logHash.slice(-4)}`,
    );
  });

  it('names the tampered entry: the proxy bid lowered to 25L', async () => {
    const proxySeq = log.saleIndex; // the entry before the sale
    serveLog(log.text.replace('"amountLakhs":250,"at"', '"amountLakhs":25,"at"'));
    const user = userEvent.setup();
    wrap(sheet);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect((await screen.findByTestId('verify-result')).textContent).toBe(
      `Entry ${proxySeq} fails the check: its content does not match its hash`,
    );
  });
});
