import { useTranslation } from 'react-i18next';
import type { StandingTeam } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { Bot, ChevronRight, Trophy, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { resultsMessages } from '@/lib/messages/results';
import { formatCroreAmount, formatRupeeAmount } from '@/lib/money';
import { ordinal } from '@/lib/ordinal';
import { truncate } from '@/lib/text';
import { TeamLogo } from '@/features/standings/components/team-logo';

/** Spec 001 §9: team names cut at 18 characters in a list on a phone… */
export const TEAM_NAME_LIST_MAX = 18;
/** …and at 24 (the spec's other team length) where the card is wider. */
export const TEAM_NAME_WIDE_MAX = 24;
const SQUAD_SIZE = 11;

/** An invalid XI once bidding is over: 'auction has failed', rank and points N/A (spec 001 §4). */
export function hasFailed(team: StandingTeam, isBiddingOver: boolean): boolean {
  return !team.isValid && isBiddingOver;
}

/** What the team scores: the final score, else its current points (during bidding). */
export function teamPoints(team: StandingTeam): number {
  return team.score ?? team.totalPoints + team.totalBonus;
}

/**
 * One team in the standings (spec 001 §2): logo, name, 'My Team' or the owner, rank with its ordinal,
 * points, purse used / left, players n/11, the failed message, and winnings. Taps open its XI.
 */
export function TeamCard({
  team,
  auctionId,
  isMine,
  isBiddingOver,
}: {
  team: StandingTeam;
  auctionId: string;
  isMine: boolean;
  isBiddingOver: boolean;
}) {
  const { t } = useTranslation('standings');
  const failed = hasFailed(team, isBiddingOver);
  const rankText =
    failed || team.rank === null ? resultsMessages.results.notApplicable : ordinal(team.rank);
  const pointsText = failed ? resultsMessages.results.notApplicable : String(teamPoints(team));
  const isFirst = !failed && team.rank === 1;
  const won = team.prizeAmount !== null && team.prizeAmount > 0;

  const body = (
    <>
      <div
        className={clsx(
          // At least 56 px, wider for a longer word ('लागू नहीं' for N/A) rather than spilling out.
          'flex min-w-14 shrink-0 flex-col items-center justify-center rounded-xl px-1.5 py-2',
          isFirst ? 'bg-gold-500 text-night-950' : 'bg-surface text-ink',
        )}
      >
        <span className="text-xs font-semibold opacity-80">{t('card.rank')}</span>
        {/* A word instead of a rank ('लागू नहीं' for N/A) breaks onto two lines inside the box. */}
        <span
          className={clsx(
            'num text-center font-extrabold break-words',
            rankText.length > 4 ? 'text-sm leading-4' : 'text-lg leading-6',
          )}
          data-testid="team-rank"
        >
          {rankText}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2.5">
          <TeamLogo imageUrl={team.imageUrl} isBot={team.isBot} className="size-10" />
          <div className="min-w-0 flex-1">
            <p className="truncate leading-5 font-bold text-ink" title={team.name}>
              <span className="sm:hidden" data-testid="team-name-narrow">
                {truncate(team.name, TEAM_NAME_LIST_MAX)}
              </span>
              <span className="hidden sm:inline" data-testid="team-name-wide">
                {truncate(team.name, TEAM_NAME_WIDE_MAX)}
              </span>
            </p>
            <div className="mt-0.5">
              {isMine ? (
                <Badge tone="gold">{resultsMessages.results.myTeam}</Badge>
              ) : team.isBot || !team.owner ? (
                <Badge tone="neutral">
                  <Bot aria-hidden className="size-3" />
                  {resultsMessages.results.bot}
                </Badge>
              ) : (
                <span className="block truncate text-xs text-ink-muted">{team.owner.username}</span>
              )}
            </div>
          </div>
        </div>
        <dl className="mt-2 grid grid-cols-[auto_auto_1fr] gap-x-4 text-xs">
          <Stat label={t('card.points')} testId="team-points">
            {pointsText}
          </Stat>
          <Stat label={t('card.players')}>
            {team.playerCount}/{SQUAD_SIZE}
          </Stat>
          <Stat label={t('card.purse')} canWrap>
            {keepTogether(formatCroreAmount(team.purseUsed))} /{' '}
            {keepTogether(formatCroreAmount(team.purseLeft))}
          </Stat>
        </dl>
        {failed ? (
          <p className="mt-1.5 flex items-center gap-1 text-sm font-semibold text-danger-700">
            <TriangleAlert aria-hidden className="size-4" />
            {resultsMessages.results.auctionFailed}
          </p>
        ) : null}
        {won ? (
          <p
            className="mt-1.5 flex items-center gap-1 text-sm font-bold text-success-700"
            data-testid="team-winnings"
          >
            <Trophy aria-hidden className="size-4" />
            {t('card.won', { amount: formatRupeeAmount(team.prizeAmount ?? 0) })}
          </p>
        ) : null}
      </div>
    </>
  );

  const className = clsx(
    'flex items-start gap-3 rounded-2xl border bg-card p-3 shadow-card',
    isMine ? 'border-gold-400 ring-1 ring-gold-300' : 'border-line',
  );
  if (!team.ownerId) {
    return (
      <li className={className} data-testid="team-card">
        {body}
      </li>
    );
  }
  return (
    <li data-testid="team-card">
      <Link
        to={`/yourTeamPlayers/${encodeURIComponent(auctionId)}/${encodeURIComponent(team.ownerId)}`}
        aria-label={t(won ? 'card.labelWon' : 'card.label', {
          name: team.name,
          rank: rankText,
          points: pointsText,
          amount: formatRupeeAmount(team.prizeAmount ?? 0),
        })}
        className={clsx(className, 'hover:border-gold-400')}
      >
        {body}
        <ChevronRight aria-hidden className="size-5 shrink-0 self-center text-ink-subtle" />
      </Link>
    </li>
  );
}

/** An amount that wraps as a whole ('72.5 करोड़'), never between its number and unit. */
const keepTogether = (amount: string) => amount.replaceAll(' ', '\u00a0');

function Stat({
  label,
  children,
  testId,
  canWrap = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  /** Wraps a long value (Hindi's 'करोड़' twice) instead of cutting it. */
  canWrap?: boolean;
}) {
  return (
    <div className="min-w-0">
      <dt className="whitespace-nowrap text-ink-subtle">{label}</dt>
      <dd
        className={clsx('num text-sm font-bold text-ink', canWrap ? 'break-words' : 'truncate')}
        data-testid={testId}
      >
        {children}
      </dd>
    </div>
  );
}
