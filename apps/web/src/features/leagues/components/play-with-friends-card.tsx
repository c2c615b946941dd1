/**
 * Home's "Play with friends": make a league (two taps to a league with the defaults) or type a
 * friend's invite code.
 */
import { Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function PlayWithFriendsCard() {
  const { t } = useTranslation('leagues');
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const onJoin = (e: FormEvent) => {
    e.preventDefault();
    const clean = code.trim().toUpperCase();
    if (clean) void navigate(`/join/${encodeURIComponent(clean)}`);
  };
  return (
    <section aria-labelledby="friends-title">
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-50 text-gold-700">
            <Users aria-hidden className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="friends-title" className="text-base font-extrabold text-ink">
              {t('card.title')}
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">{t('card.blurb')}</p>
          </div>
        </div>
        <ButtonLink to="/leagues/new" size="lg" fullWidth>
          {t('card.create')}
        </ButtonLink>
        <form onSubmit={onJoin} className="flex items-end gap-2" aria-label={t('card.joinByCode')}>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold text-ink">
            {t('card.codeLabel')}
            <input
              value={code}
              onChange={(e) => setCode(e.target.value)}
              maxLength={6}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              className="h-12 rounded-xl border border-line-strong bg-card px-3 font-mono text-lg tracking-widest uppercase"
            />
          </label>
          <Button type="submit" variant="secondary" size="lg">
            {t('card.join')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
