import { useTranslation } from 'react-i18next';
import type { PaymentInfo, WalletBalanceResponse } from '@bidxi/protocol';
import { ShieldCheck, UserRound } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Sheet } from '@/components/ui/sheet';
import { formatMobile, formatRupees } from '@/lib/format';
import type { createIdempotencyKeeper } from '@/lib/idempotency';
import { walletRequestErrorMessage, walletMessages } from '@/lib/messages/wallet';
import { notify } from '@/lib/notify';
import { useCreateWithdrawal } from '@/features/wallet/api/create-withdrawal';
import { AmountField } from '@/features/wallet/components/amount-field';
import { parseAmountToPaise } from '@/features/wallet/utils/amount';
import { validateWithdrawal, type WithdrawProblem } from '@/features/wallet/utils/validate';

/** The embedded phone OTP flow, supplied by the page (features do not import each other). */
export type RenderPhoneVerification = (props: { onVerified: () => void }) => ReactNode;

/**
 * Withdraw Money: a verified phone first when none is on file, then the amount (≤ available), with the
 * spec's messages and a way to the profile when the UPI id or KYC is missing (spec 001 §5 "Withdraw").
 */
export function WithdrawSheet({
  isOpen,
  onClose,
  wallet,
  keeper,
  renderPhoneVerification,
  onPhoneVerified,
}: {
  isOpen: boolean;
  onClose: () => void;
  wallet: WalletBalanceResponse | undefined;
  keeper: ReturnType<typeof createIdempotencyKeeper>;
  renderPhoneVerification: RenderPhoneVerification;
  onPhoneVerified: () => void;
}) {
  const needsPhone = wallet !== undefined && !wallet.paymentInfo.mobileNumber;
  const { t } = useTranslation('wallet');
  return (
    <Sheet isOpen={isOpen} onClose={onClose} title={t('withdrawal.title')} side="bottom">
      {!wallet ? null : needsPhone ? (
        <div className="flex flex-col gap-4 px-4 pb-4">
          <div className="flex items-start gap-3 rounded-2xl bg-surface p-3">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-night-600" />
            <p className="text-sm text-ink-muted">{t('withdrawal.needsPhone')}</p>
          </div>
          {renderPhoneVerification({ onVerified: onPhoneVerified })}
        </div>
      ) : (
        <WithdrawForm wallet={wallet} keeper={keeper} onDone={onClose} />
      )}
    </Sheet>
  );
}

function WithdrawForm({
  wallet,
  keeper,
  onDone,
}: {
  wallet: WalletBalanceResponse;
  keeper: ReturnType<typeof createIdempotencyKeeper>;
  onDone: () => void;
}) {
  const { t } = useTranslation('wallet');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<WithdrawProblem | null>(null);
  const withdraw = useCreateWithdrawal();
  const info = wallet.paymentInfo;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateWithdrawal(amount, wallet.availablePaise, info);
    setProblem(found);
    const paise = parseAmountToPaise(amount);
    if (found || paise === null) return;
    const body = { amount: paise / 100 };
    try {
      await withdraw.mutateAsync({ body, idempotencyKey: keeper.keyFor(body) });
      keeper.settle();
      notify.success(walletMessages.wallet.withdrawalSubmitted);
      onDone();
    } catch (error) {
      keeper.settle(error);
      const message = walletRequestErrorMessage(error, 'withdrawal');
      const isProfile =
        message === walletMessages.wallet.paymentInfoRequired ||
        message === walletMessages.wallet.kycRequired;
      setProblem({ kind: isProfile ? 'profile' : 'amount', message });
      notify.error(message);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-4 px-4 pb-4"
      aria-label={t('withdrawal.form')}
    >
      <div className="flex items-center justify-between rounded-2xl bg-surface px-4 py-3">
        <span className="text-sm text-ink-muted">{t('withdrawal.available')}</span>
        <button
          type="button"
          onClick={() => setAmount(String(wallet.availablePaise / 100))}
          className="num min-h-11 rounded-lg px-1 text-base font-bold text-ink underline decoration-line-strong underline-offset-4"
          aria-label={t('withdrawal.all', { amount: formatRupees(wallet.availablePaise) })}
        >
          {formatRupees(wallet.availablePaise)}
        </button>
      </div>
      <AmountField
        label={t('withdrawal.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          if (problem?.kind === 'amount') setProblem(null);
        }}
        error={problem?.kind === 'amount' ? problem.message : undefined}
      />
      <PayoutTo info={info} />
      {problem?.kind === 'profile' ? (
        <div className="flex flex-col gap-3">
          <FormAlert message={problem.message} />
          <ButtonLink
            to="/profile"
            variant="secondary"
            fullWidth
            icon={<UserRound aria-hidden className="size-5" />}
          >
            {t('withdrawal.updateProfile')}
          </ButtonLink>
        </div>
      ) : null}
      <p className="text-xs text-ink-subtle">{t('withdrawal.heldNote')}</p>
      <Button type="submit" size="lg" fullWidth isLoading={withdraw.isPending}>
        {withdraw.isPending ? t('recharge.submitting') : t('withdrawal.submit')}
      </Button>
    </form>
  );
}

function PayoutTo({ info }: { info: PaymentInfo }) {
  const to = info.upiId ?? (info.mobileNumber ? formatMobile(info.mobileNumber) : null);
  const { t } = useTranslation('wallet');
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="text-ink-muted">{t('withdrawal.paidTo')}</span>
      <span className="num truncate font-semibold text-ink">{to ?? t('withdrawal.noPayout')}</span>
    </div>
  );
}
