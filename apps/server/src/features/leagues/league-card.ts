/**
 * A league's invite card, pure: the image of a `/join/{code}` link preview — the league's title, its
 * start in India time and the code — or BidXI's generic card when the code names no league. English,
 * as the link's Open Graph texts are. 1200×630, the size link previews show whole.
 */
import { translator } from '../../i18n/i18n';
import {
  box,
  CARD_COLOURS,
  cardFrame,
  type CardNode,
  type CardSize,
  type CardText,
} from '../../platform/card-image';
import { formatIndiaLong } from '../../platform/india-time';

/** Link previews' 1.91:1. */
export const LEAGUE_CARD_SIZE: CardSize = { widthPx: 1200, heightPx: 630 };

/** Path of a league's card image (league-card.routes.ts); `null`: the generic card's. */
export const leagueCardPath = (code: string | null) =>
  code === null ? '/api/leagues/card.png' : `/api/leagues/${encodeURIComponent(code)}/card.png`;

/** Every text of an invite card; `title` null on the generic card. */
export interface LeagueCard {
  brand: string;
  tagline: string;
  invite: string;
  title: string | null;
  starts: string | null;
  code: string | null;
}

/** The card of a league (`null`: the generic card). */
export function leagueCard(
  league: { title: string; startsAt: Date; code: string } | null,
): LeagueCard {
  const t = translator('en', 'card');
  const common = { brand: 'BidXI', tagline: t('tagline') };
  if (!league)
    return { ...common, invite: t('league.generic'), title: null, starts: null, code: null };
  return {
    ...common,
    invite: t('league.invite'),
    title: league.title,
    starts: t('league.starts', { when: formatIndiaLong(league.startsAt) }),
    code: t('league.code', { code: league.code }),
  };
}

/** The card's texts in reading order, for the SVG's `<title>` and `<desc>`. */
export function leagueCardText(card: LeagueCard): CardText {
  return {
    title: card.title ? `${card.title} · ${card.brand}` : `${card.brand} · ${card.tagline}`,
    lines: [card.invite, card.title, card.starts, card.code].filter((l): l is string => l !== null),
  };
}

/** The satori layout of `card`. */
export function leagueCardNode(card: LeagueCard): CardNode {
  const { gold, muted } = CARD_COLOURS;
  return cardFrame(
    { paddingPx: 64, brandPx: 64, taglinePx: 30 },
    card,
    { justifyContent: 'space-between' },
    box(
      { flexDirection: 'column' },
      box({ fontSize: card.title ? 36 : 52, color: card.title ? muted : 'white' }, card.invite),
      card.title
        ? box(
            {
              fontSize: 72,
              fontWeight: 700,
              marginTop: 8,
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
            },
            card.title,
          )
        : null,
    ),
    box(
      { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', fontSize: 36 },
      box({}, card.starts ?? ''),
      card.code
        ? box(
            {
              fontWeight: 700,
              color: '#0b1f3a',
              backgroundColor: gold,
              borderRadius: 20,
              padding: '10px 28px',
            },
            card.code,
          )
        : null,
    ),
  );
}
