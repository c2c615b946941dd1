import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signOutAll } from '@/testing/render-app';
import { buildTestLog, LOG_AUCTION_ID } from '@/testing/audit-log-fixture';

const log = buildTestLog();

/** Serves the log at audit.jsonl (or a 409 while the auction runs). */
function serveLog(status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === `/api/auctions/${LOG_AUCTION_ID}/audit.jsonl`) {
        return status === 200
          ? new Response(log.text, {
              status: 200,
              headers: { 'Content-Type': 'application/x-ndjson' },
            })
          : new Response(
              JSON.stringify({ error: { code: 'AUCTION_NOT_COMPLETED', message: 'not yet' } }),
              { status: 409, headers: { 'Content-Type': 'application/json' } },
            );
      }
      return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOutAll();
});

describe('/auction/:id/replay', () => {
  it('opens without sign-in, read-only, and scrubbing to the sale shows its price', async () => {
    serveLog();
    const { user } = renderApp(`/auction/${LOG_AUCTION_ID}/replay`);
    expect(await screen.findByTestId('replay-controls')).toBeTruthy();
    expect(screen.getByTestId('replay-position').textContent).toBe(
      `Entry 1 of ${log.entries.length}`,
    );
    await user.click(screen.getByRole('button', { name: 'Next sale' }));
    expect(screen.getByTestId('replay-position').textContent).toBe(
      `Entry ${log.saleIndex + 1} of ${log.entries.length}`,
    );
    const result = await screen.findByTestId('between-lots');
    expect(within(result).getByText('Rohit Sharma')).toBeTruthy();
    expect(within(result).getByText('2.5 Cr')).toBeTruthy();
    // Read-only: no bid controls.
    expect(screen.queryByRole('button', { name: /^Bid/ })).toBeNull();
  });

  it('shows the lot with its price and countdown one entry before the sale', async () => {
    serveLog();
    const { user } = renderApp(`/auction/${LOG_AUCTION_ID}/replay`);
    await user.click(await screen.findByRole('button', { name: 'Next sale' }));
    // The slider one step back: the proxy bid before the close.
    fireEvent.change(screen.getByTestId('replay-scrubber'), {
      target: { value: String(log.saleIndex - 1) },
    });
    await waitFor(() => expect(screen.getByTestId('current-bid').textContent).toBe('2.5 Cr'));
    expect(screen.getByTestId('lot-countdown').textContent).toBe('00:15');
  });

  it('ends on the results link, without the team screens of a player', async () => {
    serveLog();
    renderApp(`/auction/${LOG_AUCTION_ID}/replay`);
    fireEvent.change(await screen.findByTestId('replay-scrubber'), {
      target: { value: String(log.entries.length - 1) },
    });
    const ended = await screen.findByTestId('room-ended');
    expect(within(ended).getByRole('link', { name: 'Auction Result' })).toBeTruthy();
    expect(within(ended).queryByRole('link', { name: 'My Team' })).toBeNull();
  });

  it('says the replay opens once the auction has completed', async () => {
    serveLog(409);
    renderApp(`/auction/${LOG_AUCTION_ID}/replay`);
    expect(
      await screen.findByText('The replay opens when the auction has completed.'),
    ).toBeTruthy();
  });
});
