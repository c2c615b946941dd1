/**
 * The invite link's preview: `/join/{code}` is the web app's shell with Open Graph tags naming the
 * league and its start in India time, its image the league's card (league-card.ts), so a link pasted in WhatsApp unfurls with them. Every value is
 * HTML-escaped; an unknown or rotated code gets BidXI's generic card, never an error page. The
 * look-up is rate-limited per client as `GET /api/leagues/{code}` is.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import { InviteCode, LEAGUE_LOOKUPS_PER_MINUTE } from '@bidxi/protocol';
import type { AppDeps } from '../../platform/deps';
import { rateLimitKey } from '../../platform/rate-limits';
import { formatIndiaLong } from '../../platform/india-time';
import { LEAGUE_CARD_SIZE, leagueCardPath } from './league-card';
import { findLeagueByCode } from './leagues.repo';

/** The Open Graph values of one page. */
export interface UnfurlCard {
  title: string;
  description: string;
  url: string;
  /** The card image's path (league-card.routes.ts). */
  imagePath: string;
}

/** The card of a link whose code names no league. */
export const GENERIC_CARD = {
  title: 'BidXI · Cricket player auctions',
  description: 'Play IPL-style cricket player auctions live with your friends.',
} as const;

/** The card of `code`: the league's title and start, or the generic card. */
export async function unfurlCard(deps: AppDeps, rawCode: string): Promise<UnfurlCard> {
  const origin = deps.config.publicUrl.replace(/\/$/, '');
  const parsed = InviteCode.safeParse(rawCode);
  const league = parsed.success ? await findLeagueByCode(deps.database.db, parsed.data) : null;
  if (!league || !parsed.success) {
    return { ...GENERIC_CARD, url: `${origin}/`, imagePath: leagueCardPath(null) };
  }
  return {
    title: `${league.title} · BidXI league`,
    description: `Join my BidXI league. Starts ${formatIndiaLong(league.startsAt)}. Code ${parsed.data}.`,
    url: `${origin}/join/${parsed.data}`,
    imagePath: leagueCardPath(parsed.data),
  };
}

/** The `<meta>` tags of a card, every value escaped. */
export function ogTags(card: UnfurlCard, origin: string): string {
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', 'BidXI'],
    ['og:title', card.title],
    ['og:description', card.description],
    ['og:url', card.url],
    ['og:image', `${origin}${card.imagePath}`],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(LEAGUE_CARD_SIZE.widthPx)],
    ['og:image:height', String(LEAGUE_CARD_SIZE.heightPx)],
  ];
  return tags.map(([p, v]) => `<meta property="${p}" content="${escapeHtml(v)}" />`).join('\n    ');
}

/** Puts the card's tags at the end of the shell's `<head>`. */
export function withOgTags(shell: string, tags: string): string {
  return shell.includes('</head>')
    ? shell.replace('</head>', `    ${tags}\n  </head>`)
    : `${tags}\n${shell}`;
}

/** Serves `GET /join/:code` from the built web app in `distDir` (its `index.html`). */
export function registerJoinPage(app: FastifyInstance, deps: AppDeps, distDir: string): void {
  const origin = deps.config.publicUrl.replace(/\/$/, '');
  app.get<{ Params: { code: string } }>('/join/:code', {
    config: {
      rateLimit: {
        max: LEAGUE_LOOKUPS_PER_MINUTE,
        timeWindow: 60_000,
        // The global limit lets every page through; this one page counts, as the API look-up does.
        allowList: () => false,
        keyGenerator: (req) => rateLimitKey(deps, req),
      },
    },
    handler: async (req, reply) => {
      const [shell, card] = await Promise.all([
        readFile(path.join(distDir, 'index.html'), 'utf8'),
        unfurlCard(deps, req.params.code),
      ]);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withOgTags(shell, ogTags(card, origin)));
    },
  });
}
