import type { ResponsibleGamingView } from '@bidxi/protocol';
import { GamingMessage, rupeesToPaise } from '@bidxi/protocol';
import { Gauge, IndianRupee } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { formatRupees } from '@/lib/format';
import { gamingAnswerText, gamingErrorMessage } from '@/lib/messages/gaming';
import { notify } from '@/lib/notify';
import { useSetRechargeLimit } from '@/features/profile/api/change-gaming';
import { gamingDateText } from '@/features/profile/utils/gaming-text';

const MAX_LIMIT_RUPEES = 10_000_000;

/** Whole rupees or rupees and paise ('500', '499.50') → paise; null for anything else. */
function parseLimit(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(t)) return null;
  const paise = rupeesToPaise(Number(t));
  return paise !== null && paise >= 100 && paise <= MAX_LIMIT_RUPEES * 100 ? paise : null;
}

/**
 * The daily recharge limit: what is in force, today's pending + approved recharges against
 * it (India day), a raise waiting for its 24 h, and the form to change it.
 */
export function RechargeLimitCard({ gaming }: { gaming: ResponsibleGamingView }) {
  const { t, i18n } = useTranslation('gaming');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const change = useSetRechargeLimit();
  const limit = gaming.dailyLimitPaise;
  const used = gaming.rechargedTodayPaise;
  const cap = gaming.deploymentCap === null ? null : Math.round(gaming.deploymentCap * 100);
  const tightest = gaming.remainingTodayPaise === null ? null : used + gaming.remainingTodayPaise;

  const save = async (wanted: number | null) => {
    try {
      const answer = await change.mutateAsync(wanted === null ? null : wanted / 100);
      notify.success(
        gamingAnswerText(answer.message, i18n.resolvedLanguage, {
          [GamingMessage.LIMIT_SET]: t('limit.saved'),
          [GamingMessage.LIMIT_RAISE_PENDING]: t('limit.raisePending'),
        }),
      );
      setText('');
    } catch (err) {
      notify.error(gamingErrorMessage(err, t('limit.saveFailed')));
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const paise = parseLimit(text);
    if (paise === null) {
      setError(t('limit.invalid'));
      return;
    }
    setError(undefined);
    void save(paise);
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-50 text-gold-700">
          <Gauge aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-bold text-ink">{t('limit.title')}</h2>
          <p className="text-sm text-ink-muted">{t('limit.text')}</p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-surface p-3">
          <dt className="text-xs font-semibold text-ink-muted">{t('limit.yours')}</dt>
          <dd className="num text-lg font-extrabold text-ink">
            {limit === null ? t('limit.none') : formatRupees(limit)}
          </dd>
        </div>
        <div className="rounded-xl bg-surface p-3">
          <dt className="text-xs font-semibold text-ink-muted">{t('limit.addedToday')}</dt>
          <dd className="num text-lg font-extrabold text-ink">{formatRupees(used)}</dd>
        </div>
      </dl>
      {tightest !== null ? (
        <UsageBar
          usedPaise={used}
          limitPaise={tightest}
          remainingPaise={gaming.remainingTodayPaise ?? 0}
        />
      ) : null}
      {gaming.pendingLimit ? (
        <p
          role="status"
          className="rounded-xl bg-gold-50 p-3 text-sm text-ink ring-1 ring-gold-100"
        >
          <Trans
            t={t}
            i18nKey="limit.pending"
            values={{
              limit:
                gaming.pendingLimit.limitPaise === null
                  ? t('limit.pendingNone')
                  : formatRupees(gaming.pendingLimit.limitPaise),
              date: gamingDateText(gaming.pendingLimit.effectiveAt),
            }}
            components={[<strong key="0" />]}
          />
        </p>
      ) : null}
      {cap !== null ? (
        <p className="text-sm text-ink-muted">{t('limit.cap', { amount: formatRupees(cap) })}</p>
      ) : null}

      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3"
        aria-label={t('limit.form')}
      >
        <TextField
          label={limit === null ? t('limit.set') : t('limit.new')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('limit.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value.replace(/[^\d.]/g, '').slice(0, 11))}
          leading={<IndianRupee aria-hidden className="size-5" />}
          error={error}
          hint={t('limit.hint')}
          className="[&_input]:num [&_input]:text-lg [&_input]:font-bold"
        />
        <Button type="submit" size="lg" fullWidth isLoading={change.isPending && text !== ''}>
          {t('limit.save')}
        </Button>
        {limit !== null && !(gaming.pendingLimit && gaming.pendingLimit.limitPaise === null) ? (
          <Button
            type="button"
            variant="ghost"
            fullWidth
            disabled={change.isPending}
            onClick={() => void save(null)}
          >
            {t('limit.remove')}
          </Button>
        ) : null}
      </form>
    </Card>
  );
}

function UsageBar({
  usedPaise,
  limitPaise,
  remainingPaise,
}: {
  usedPaise: number;
  limitPaise: number;
  remainingPaise: number;
}) {
  const { t } = useTranslation('gaming');
  const pct = limitPaise > 0 ? Math.min(100, Math.round((usedPaise / limitPaise) * 100)) : 100;
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={t('limit.used')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2.5 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-gold-500" style={{ width: `${pct}%` }} />
      </div>
      <p className="num text-sm text-ink-muted">
        {remainingPaise > 0
          ? t('limit.left', { amount: formatRupees(remainingPaise) })
          : t('limit.reached')}
      </p>
    </div>
  );
}
