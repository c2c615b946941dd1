/**
 * Joining a league from its link or code: signed out, the way to sign up or log in (and back here
 * through `?next=`); signed in, one field (the team name) and one tap, after the 18+ question for an
 * account that has not answered it (this screen is outside the app shell, which asks it elsewhere).
 */
import type { LeagueView } from '@bidxi/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api-client';
import { nextQuery } from '@/lib/next-path';
import { isSessionActive, useSession } from '@/stores/session';
import { useJoinLeague } from '@/features/leagues/api/leagues';
import { AgeGate } from '@/features/profile/components/responsible-gaming-gate';

export function JoinLeague({ code, league }: { code: string; league: LeagueView }) {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const signedIn = useSession((s) => isSessionActive(s));
  const username = useSession((s) => s.username);
  const join = useJoinLeague(code);
  const [teamName, setTeamName] = useState(username ? `${username} XI` : '');
  const [error, setError] = useState<string>();
  const here = `/join/${code}`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await join.mutateAsync(teamName);
      await navigate(`/league/${code}`);
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'LEAGUE_FULL') setError(t('join.full'));
      else if (err instanceof ApiRequestError && err.code === 'ALREADY_REGISTERED') {
        await navigate(`/league/${code}`);
      } else setError(err instanceof ApiRequestError ? err.message : t('join.failed'));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {signedIn ? <AgeGate /> : null}
      <div>
        <h1 className="text-xl font-extrabold text-ink">{t('join.title')}</h1>
        <p className="text-base font-semibold break-words text-ink">{league.title}</p>
        <p className="text-sm text-ink-muted">
          {t('league.organiser', { name: league.organiser })}
        </p>
        <p className="text-sm text-ink-muted">
          {t('league.teams', { count: league.teams, max: league.maxTeams })}
        </p>
      </div>
      {!signedIn ? (
        <Card className="flex flex-col gap-3 p-4">
          <p className="text-sm text-ink">{t('join.signedOut')}</p>
          <ButtonLink to={`/signup${nextQuery(here)}`} size="lg" fullWidth>
            {t('join.signUp')}
          </ButtonLink>
          <ButtonLink to={`/login${nextQuery(here)}`} variant="secondary" size="lg" fullWidth>
            {t('join.logIn')}
          </ButtonLink>
        </Card>
      ) : league.teams >= league.maxTeams && !league.you?.teamId ? (
        <FormAlert message={t('join.full')} />
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" noValidate>
          <TextField
            label={t('join.teamName')}
            value={teamName}
            maxLength={40}
            onChange={(e) => setTeamName(e.target.value)}
          />
          <FormAlert message={error} />
          <Button type="submit" size="lg" fullWidth isLoading={join.isPending}>
            {t('join.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
