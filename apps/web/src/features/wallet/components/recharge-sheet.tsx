import { useTranslation } from 'react-i18next';
import { Copy, ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/input';
import { Sheet } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import type { createIdempotencyKeeper } from '@/lib/idempotency';
import { walletRequestErrorMessage, walletMessages } from '@/lib/messages/wallet';
import { isGamingRefusal } from '@/lib/messages/gaming';
import { notify } from '@/lib/notify';
import { useCreateRecharge } from '@/features/wallet/api/create-recharge';
import { AmountField } from '@/features/wallet/components/amount-field';
import { UpiQr, upiPayUrl } from '@/features/wallet/components/upi-qr';
import { paiseToPlain, parseAmountToPaise } from '@/features/wallet/utils/amount';
import {
  normaliseUtr,
  validateRecharge,
  type RechargeErrors,
} from '@/features/wallet/utils/validate';

export interface Payee {
  vpa: string;
  name: string;
}

const QUICK_AMOUNTS = [100, 500, 1000, 5000] as const;

/** Add Money: amount → UPI QR for exactly that amount → pay → enter the UTR → request (spec 001 §2). */
export function RechargeSheet({
  isOpen,
  onClose,
  payee,
  keeper,
}: {
  isOpen: boolean;
  onClose: () => void;
  payee: Payee | undefined;
  keeper: ReturnType<typeof createIdempotencyKeeper>;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Sheet isOpen={isOpen} onClose={onClose} title={t('addMoney')} side="bottom">
      <RechargeForm payee={payee} keeper={keeper} onDone={onClose} />
    </Sheet>
  );
}

function RechargeForm({
  payee,
  keeper,
  onDone,
}: {
  payee: Payee | undefined;
  keeper: ReturnType<typeof createIdempotencyKeeper>;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [amount, setAmount] = useState('');
  const [utr, setUtr] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<RechargeErrors>({});
  const recharge = useCreateRecharge();

  const errors = isSubmitted ? validateRecharge({ amount, utr }) : {};
  const amountPaise = parseAmountToPaise(amount);
  const isAmountValid = !validateRecharge({ amount, utr: 'X' }).amount && amountPaise !== null;
  const payUrl =
    payee && isAmountValid && amountPaise !== null
      ? upiPayUrl({ vpa: payee.vpa, name: payee.name, amount: paiseToPlain(amountPaise) })
      : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError({});
    const found = validateRecharge({ amount, utr });
    if (found.amount || found.utr || amountPaise === null) return;
    const body = { amount: amountPaise / 100, UTRNumber: normaliseUtr(utr) };
    try {
      await recharge.mutateAsync({ body, idempotencyKey: keeper.keyFor(body) });
      keeper.settle();
      // The server says the protocol's text; the app says it in the reader's language.
      notify.success(walletMessages.wallet.rechargeSubmitted);
      onDone();
    } catch (error) {
      keeper.settle(error);
      const message = walletRequestErrorMessage(error, 'recharge');
      if (
        message === walletMessages.wallet.duplicateUtr ||
        message === walletMessages.wallet.invalidUtr
      ) {
        setServerError({ utr: message });
      }
      // Over the daily limit, self-excluded or 18+ not confirmed: said at the amount.
      if (isGamingRefusal(error)) setServerError({ amount: message });
      notify.error(message);
    }
  };

  const copyVpa = async () => {
    if (!payee) return;
    try {
      await navigator.clipboard.writeText(payee.vpa);
      notify.success(walletMessages.wallet.vpaCopied);
    } catch {
      notify.error(walletMessages.wallet.copyFailed);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-4 px-4 pb-4"
      aria-label={t('recharge.form')}
    >
      <AmountField
        label={t('recharge.amount')}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setServerError({});
        }}
        error={errors.amount ?? serverError.amount}
        hint={t('recharge.amountHint')}
      />
      <div className="-mt-2 flex flex-wrap gap-2" role="group" aria-label={t('recharge.quick')}>
        {QUICK_AMOUNTS.map((rupees) => (
          <button
            key={rupees}
            type="button"
            onClick={() => setAmount(String(rupees))}
            aria-pressed={amount === String(rupees)}
            className="num min-h-11 rounded-full border border-line-strong px-4 text-sm font-semibold text-ink hover:bg-surface aria-pressed:border-gold-500 aria-pressed:bg-gold-50"
          >
            {formatRupees(rupees * 100).replace('.00', '')}
          </button>
        ))}
      </div>

      <section
        aria-label={t('recharge.payByUpi')}
        className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3"
      >
        <p className="text-sm font-semibold text-ink">
          {payUrl && amountPaise !== null
            ? t('recharge.scanAndPay', { amount: formatRupees(amountPaise) })
            : t('recharge.scan')}
        </p>
        <div className="flex items-center gap-3">
          <UpiQr
            url={payUrl}
            label={payUrl ? t('recharge.qrFor', { name: payee?.name ?? '' }) : t('recharge.qr')}
          />
          {payee ? (
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
              <p className="text-xs text-ink-muted">{t('recharge.payTo', { name: payee.name })}</p>
              <p className="font-semibold break-all text-ink" data-testid="payee-vpa">
                {payee.vpa}
              </p>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void copyVpa()}
                icon={<Copy aria-hidden className="size-4" />}
                aria-label={t('recharge.copyLabel')}
                className="mt-1"
              >
                {t('recharge.copy')}
              </Button>
              {payUrl ? (
                <a
                  href={payUrl}
                  className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-night-700 underline underline-offset-2 sm:hidden"
                >
                  {t('recharge.openApp')}
                  <ExternalLink aria-hidden className="size-4" />
                </a>
              ) : null}
            </div>
          ) : (
            <Skeleton className="h-24 flex-1" />
          )}
        </div>
      </section>

      <TextField
        label={t('recharge.utr')}
        value={utr}
        onChange={(e) => {
          setUtr(e.target.value.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 40));
          setServerError({});
        }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('recharge.utrPlaceholder')}
        error={errors.utr ?? serverError.utr}
        hint={t('recharge.utrHint')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={recharge.isPending}>
        {recharge.isPending ? t('recharge.submitting') : t('recharge.submit')}
      </Button>
    </form>
  );
}
