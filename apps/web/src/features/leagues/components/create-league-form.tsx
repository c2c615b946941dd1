/**
 * A new league in one screen, every field with a good default: the name, 6 teams, "in 5 minutes",
 * the standard pace, the built-in sheet (or the player's own uploaded players), bots filling empty
 * seats, private. One tap on "Create league" makes it.
 */
import { LEAGUE_MAX_TEAMS, LEAGUE_MIN_TEAMS, type LeaguePace } from '@bidxi/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/input';
import { ApiRequestError } from '@/lib/api-client';
import { firstName, useCurrentUser } from '@/features/accounts/api/get-current-user';
import { useCreateLeague } from '@/features/leagues/api/leagues';
import {
  CreatePoolChoice,
  type PoolChoice,
} from '@/features/leagues/components/create-pool-choice';

const TEAM_CHOICES = Array.from(
  { length: LEAGUE_MAX_TEAMS - LEAGUE_MIN_TEAMS + 1 },
  (_, i) => LEAGUE_MIN_TEAMS + i,
);

/** An India date and time from a `datetime-local` field as an ISO instant. */
export const indiaLocalToIso = (local: string) => new Date(`${local}:00+05:30`).toISOString();

export function CreateLeagueForm() {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const create = useCreateLeague();
  const [title, setTitle] = useState<string | null>(null);
  const [maxTeams, setMaxTeams] = useState(6);
  const [startMode, setStartMode] = useState<'soon' | 'at'>('soon');
  const [startAt, setStartAt] = useState('');
  const [pace, setPace] = useState<LeaguePace>('standard');
  const [botsFill, setBotsFill] = useState(true);
  const [isPublic, setIsPublic] = useState(false);
  const [pool, setPool] = useState<PoolChoice>({ kind: 'sheet' });
  const [error, setError] = useState<string>();
  const shownTitle = title ?? t('create.defaultName', { name: firstName(user.username) });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      const made = await create.mutateAsync({
        title: shownTitle,
        maxTeams,
        pace,
        botsFill,
        visibility: isPublic ? 'public' : 'private',
        ...(pool.kind === 'own' ? { pool: pool.poolId } : {}),
        ...(startMode === 'at' && startAt ? { startsAt: indiaLocalToIso(startAt) } : {}),
      });
      await navigate(`/league/${made.inviteCode}`);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : t('create.failed'));
    }
  };

  const radio = 'flex min-h-11 items-center gap-2 text-sm text-ink';
  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" noValidate>
      <TextField
        label={t('create.name')}
        value={shownTitle}
        maxLength={80}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
        {t('create.teams')}
        <select
          value={maxTeams}
          onChange={(e) => setMaxTeams(Number(e.target.value))}
          className="h-12 rounded-xl border border-line-strong bg-card px-3 text-base"
        >
          {TEAM_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold text-ink">{t('create.start')}</legend>
        <label className={radio}>
          <input
            type="radio"
            name="start"
            checked={startMode === 'soon'}
            onChange={() => setStartMode('soon')}
          />
          {t('create.in5')}
        </label>
        <label className={radio}>
          <input
            type="radio"
            name="start"
            checked={startMode === 'at'}
            onChange={() => setStartMode('at')}
          />
          {t('create.pickTime')}
        </label>
        {startMode === 'at' ? (
          <TextField
            label={t('create.startAt')}
            type="datetime-local"
            value={startAt}
            onChange={(e) => setStartAt(e.target.value)}
          />
        ) : null}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold text-ink">{t('create.pace')}</legend>
        {(['standard', 'quick'] as const).map((p) => (
          <label key={p} className={radio}>
            <input type="radio" name="pace" checked={pace === p} onChange={() => setPace(p)} />
            {t(`create.${p}`)}
          </label>
        ))}
      </fieldset>
      <CreatePoolChoice value={pool} onChange={setPool} />
      <label className={radio}>
        <input type="checkbox" checked={botsFill} onChange={(e) => setBotsFill(e.target.checked)} />
        {t('create.bots')}
      </label>
      <label className={radio}>
        <input type="checkbox" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
        {t('create.public')}
      </label>
      <p className="text-sm text-ink-muted">{t('create.purse', { cr: 100 })}</p>
      <FormAlert message={error} />
      <Button type="submit" size="lg" fullWidth isLoading={create.isPending}>
        {t('create.submit')}
      </Button>
    </form>
  );
}
