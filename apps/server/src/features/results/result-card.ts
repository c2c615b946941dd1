/**
 * The result card, pure: from the final standings, what the viewer's card says in their language —
 * their XI, rank and points beside the winner's (beside the runner-up's when the viewer won) — and
 * the 1080×1350 layout satori draws it from. No I/O: the service loads, this decides the words.
 */
import type { Language, PoolPlayerType, StandingTeam } from '@bidxi/protocol';
import { INTL_LOCALES, translator } from '../../i18n/i18n';
import {
  box,
  CARD_COLOURS,
  cardFrame,
  type CardNode,
  type CardSize,
  type CardText,
} from '../../platform/card-image';

/** Portrait 4:5, the size chat apps and stories show whole. */
export const RESULT_CARD_SIZE: CardSize = { widthPx: 1080, heightPx: 1350 };

/** One column of the card: a team's name, its place, its points and its XI in slot order. */
export interface ResultCardColumn {
  label: string;
  teamName: string;
  rank: string;
  points: string;
  players: { name: string; type: string }[];
  isViewer: boolean;
}

/** Every text of a result card. */
export interface ResultCard {
  brand: string;
  tagline: string;
  heading: string;
  auctionTitle: string;
  columns: ResultCardColumn[];
  footer: string;
}

/**
 * The card of `viewer`'s team among `teams` (the final standings, by rank) in `language`. The
 * other column is the winner (rank 1), or the best other ranked team when the viewer won; none when
 * there is no such team.
 */
export function resultCard(
  auctionTitle: string,
  teams: readonly StandingTeam[],
  viewer: StandingTeam,
  language: Language,
): ResultCard {
  const t = translator(language, 'card');
  const number = new Intl.NumberFormat(INTL_LOCALES[language]);
  const viewerWon = viewer.rank === 1;
  // Beside a winner, the best other ranked team; a team without a valid XI is no runner-up.
  const other = viewerWon
    ? teams.find((x) => x.id !== viewer.id && x.rank !== null)
    : teams.find((x) => x.rank === 1);
  const column = (team: StandingTeam, label: string): ResultCardColumn => ({
    label,
    teamName: team.name,
    rank:
      team.rank === null
        ? t('result.unranked')
        : t('result.rank', { rank: number.format(team.rank), teams: number.format(teams.length) }),
    points:
      team.score === null
        ? t('result.noPoints')
        : t('result.points', { points: number.format(team.score) }),
    players: team.auctionPlayers.map((p) => ({
      name: p.name,
      type: t(`types.${p.type satisfies PoolPlayerType}`),
    })),
    isViewer: team.id === viewer.id,
  });
  const columns = [column(viewer, t('result.mine'))];
  if (other && other.id !== viewer.id) {
    columns.push(column(other, viewerWon ? t('result.runnerUp') : t('result.winner')));
  }
  return {
    brand: 'BidXI',
    tagline: t('tagline'),
    heading: viewerWon ? t('result.headingWinner') : t('result.heading'),
    auctionTitle,
    columns,
    footer: t('result.footer'),
  };
}

/** The card's texts in reading order, for the SVG's `<title>` and `<desc>`. */
export function resultCardText(card: ResultCard): CardText {
  return {
    title: `${card.brand} · ${card.heading} · ${card.auctionTitle}`,
    lines: [
      card.tagline,
      ...card.columns.flatMap((c) => [
        `${c.label}: ${c.teamName}`,
        c.rank,
        c.points,
        ...c.players.map((p) => `${p.name} (${p.type})`),
      ]),
      card.footer,
    ],
  };
}

const { gold: GOLD, muted: MUTED } = CARD_COLOURS;

/** The satori layout of `card`: brand, heading and title on top, the columns side by side. */
export function resultCardNode(card: ResultCard): CardNode {
  const oneLine = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;
  const columnNode = (c: ResultCardColumn) =>
    box(
      {
        flexDirection: 'column',
        flex: 1,
        minWidth: 0,
        padding: 32,
        borderRadius: 32,
        backgroundColor: c.isViewer ? '#15335f' : '#102845',
        border: `3px solid ${c.isViewer ? GOLD : '#24406b'}`,
      },
      box({ fontSize: 26, fontWeight: 700, color: c.isViewer ? GOLD : MUTED }, c.label),
      box({ fontSize: 40, fontWeight: 700, marginTop: 8, ...oneLine }, c.teamName),
      box({ fontSize: 28, color: MUTED, marginTop: 12 }, c.rank),
      box({ fontSize: 44, fontWeight: 700, color: GOLD, marginTop: 4 }, c.points),
      box(
        { flexDirection: 'column', marginTop: 24, borderTop: '2px solid #24406b', paddingTop: 16 },
        c.players.map((p, i) =>
          box(
            { flexDirection: 'row', alignItems: 'baseline', height: 52, fontSize: 27 },
            box({ width: 40, color: MUTED }, String(i + 1)),
            box({ flex: 1, minWidth: 0, ...oneLine }, p.name),
            box({ fontSize: 20, color: MUTED, marginLeft: 8 }, p.type),
          ),
        ),
      ),
    );
  return cardFrame(
    { paddingPx: 56, brandPx: 56, taglinePx: 26 },
    card,
    {},
    box({ fontSize: 64, fontWeight: 700, marginTop: 28 }, card.heading),
    box({ fontSize: 34, color: MUTED, marginTop: 4, flexShrink: 0, ...oneLine }, card.auctionTitle),
    box(
      { flexDirection: 'row', gap: 24, marginTop: 36, flex: 1, minHeight: 0 },
      card.columns.map(columnNode),
    ),
    box(
      { fontSize: 28, color: MUTED, marginTop: 28, flexShrink: 0, justifyContent: 'center' },
      card.footer,
    ),
  );
}
