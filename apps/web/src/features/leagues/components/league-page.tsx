/**
 * A league's page (the lobby before the start): the invite (code, link, QR), who has joined, and
 * the next step for the viewer: join, wait in the live lobby (countdown, who is online, chat; members
 * and the organiser, league-lobby.tsx), the organiser's "Start now" once two teams are in, or the room once it is
 * live (a member waiting here is taken in as it starts).
 */
import type { LeagueView } from '@bidxi/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiRequestError } from '@/lib/api-client';
import { formatIndiaDateTime } from '@/lib/india-time';
import { notify } from '@/lib/notify';
import {
  useLeaveLeague,
  useRemoveTeam,
  useRotateCode,
  useStartLeague,
} from '@/features/leagues/api/leagues';
import { InviteQr } from '@/features/leagues/components/invite-qr';
import { LeagueLobby } from '@/features/leagues/components/league-lobby';
import { LeaguePoolUpload } from '@/features/leagues/components/league-pool-upload';
import { ShareLeague } from '@/features/leagues/components/share-league';

/** The absolute invite link of a code on this origin. */
export const inviteLinkOf = (code: string) => `${window.location.origin}/join/${code}`;

/** `checkedAtMs`: when `league` was read (the server's word is as of then). */
export function LeaguePage({
  code,
  league,
  checkedAtMs,
}: {
  code: string;
  league: LeagueView;
  checkedAtMs: number;
}) {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const start = useStartLeague(code);
  const rotate = useRotateCode(code);
  const leave = useLeaveLeague(code);
  const remove = useRemoveTeam(code);
  const [error, setError] = useState<string>();
  const link = inviteLinkOf(code);
  const isOrganiser = league.you?.organiser ?? false;
  const isMember = Boolean(league.you?.teamId);
  const room = `/auctionRoom/${encodeURIComponent(league.auctionId)}`;
  // A member waiting here goes into the room when the league starts.
  const seenStatus = useRef(league.status);
  useEffect(() => {
    const was = seenStatus.current;
    seenStatus.current = league.status;
    if (was === 'SCHEDULED' && league.status === 'LIVE' && isMember) void navigate(room);
  }, [league.status, isMember, navigate, room]);

  const onStart = async () => {
    setError(undefined);
    try {
      await start.mutateAsync(league.auctionId);
      await navigate(room);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : t('league.startFailed'));
    }
  };
  const onRotate = async () => {
    const next = await rotate.mutateAsync();
    await navigate(`/league/${next.inviteCode}`, { replace: true });
  };
  const onCopy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    notify.success(t('league.copied'));
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-extrabold break-words text-ink">{league.title}</h1>
        <p className="text-sm text-ink-muted">
          {t('league.organiser', { name: league.organiser })}
        </p>
        <p className="text-sm text-ink-muted">
          {t('league.startsAt', { when: formatIndiaDateTime(league.startsAt) })}
        </p>
      </div>
      <Card className="flex flex-col items-center gap-3 p-4 text-center">
        <p className="text-sm font-semibold text-ink-muted">{t('league.code')}</p>
        <p
          data-testid="invite-code"
          className="font-mono text-4xl font-extrabold tracking-[0.3em] text-ink"
        >
          {code}
        </p>
        <InviteQr url={link} label={t('league.qr')} />
        <p className="text-xs break-all text-ink-muted" aria-label={t('league.link')}>
          {link}
        </p>
        <ShareLeague league={league} code={code} link={link} />
        <Button variant="secondary" fullWidth onClick={() => void onCopy()}>
          {t('league.copy')}
        </Button>
        {isOrganiser && league.status === 'SCHEDULED' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void onRotate()}
            isLoading={rotate.isPending}
          >
            {t('league.rotate')}
          </Button>
        ) : null}
        {isOrganiser && league.status === 'SCHEDULED' ? (
          <LeaguePoolUpload code={code} auctionId={league.auctionId} />
        ) : null}
      </Card>
      <section aria-labelledby="league-teams" className="flex flex-col gap-2">
        <p id="league-teams" role="status" className="text-center text-base font-semibold text-ink">
          {t('league.teams', { count: league.teams, max: league.maxTeams })}
        </p>
        {league.members.length > 0 ? (
          <ul className="flex flex-col gap-1" data-testid="league-teams">
            {league.members.map((m) => (
              <li
                key={m.teamId}
                className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-line bg-card px-3 py-1 text-sm text-ink"
              >
                <span className="min-w-0 break-words">{m.name}</span>
                {isOrganiser && league.status === 'SCHEDULED' && m.teamId !== league.you?.teamId ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('league.remove', { name: m.name })}
                    onClick={() =>
                      void remove
                        .mutateAsync(m.teamId)
                        .catch((err: unknown) =>
                          setError(err instanceof ApiRequestError ? err.message : t('join.failed')),
                        )
                    }
                  >
                    {t('league.removeShort')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <FormAlert message={error} />
      {league.status === 'SCHEDULED' &&
      !league.botsFill &&
      league.teams < 2 &&
      Date.parse(league.startsAt) <= checkedAtMs ? (
        <p role="status" className="text-center text-sm font-semibold text-gold-700">
          {t('league.waiting')}
        </p>
      ) : null}
      {league.status === 'SCHEDULED' ? (
        <>
          {!isMember && league.teams < league.maxTeams ? (
            <ButtonLink to={`/join/${code}`} size="lg" fullWidth>
              {t('league.joinNow')}
            </ButtonLink>
          ) : null}
          {isMember ? (
            <>
              <p className="text-center text-sm text-ink-muted">{t('league.youAreIn')}</p>
              <LeagueLobby auctionId={league.auctionId} startsAt={league.startsAt} />
              <Button
                variant="ghost"
                size="sm"
                isLoading={leave.isPending}
                onClick={() =>
                  void leave
                    .mutateAsync()
                    .catch((err: unknown) =>
                      setError(err instanceof ApiRequestError ? err.message : t('join.failed')),
                    )
                }
              >
                {t('league.leave')}
              </Button>
            </>
          ) : null}
          {!isMember && league.teams >= league.maxTeams ? (
            <p className="text-center text-sm text-ink-muted">{t('league.full')}</p>
          ) : null}
          {isOrganiser ? (
            <>
              {isMember ? null : (
                <LeagueLobby auctionId={league.auctionId} startsAt={league.startsAt} />
              )}
              <Button
                size="lg"
                fullWidth
                variant="success"
                disabled={league.teams < 2}
                isLoading={start.isPending}
                onClick={() => void onStart()}
              >
                {t('league.start')}
              </Button>
              {league.teams < 2 ? (
                <p className="text-center text-sm text-ink-muted">{t('league.startHint')}</p>
              ) : null}
            </>
          ) : null}
        </>
      ) : league.status === 'LIVE' ? (
        <>
          <p className="text-center text-sm font-semibold text-ink">{t('league.live')}</p>
          {isMember || isOrganiser ? (
            <ButtonLink to={room} size="lg" fullWidth>
              {t('league.enterRoom')}
            </ButtonLink>
          ) : null}
        </>
      ) : (
        <p className="text-center text-sm text-ink-muted">{t('league.ended')}</p>
      )}
    </div>
  );
}
