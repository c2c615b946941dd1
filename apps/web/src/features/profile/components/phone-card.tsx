import { useTranslation } from 'react-i18next';
import { BadgeCheck, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { formatMobile } from '@/lib/format';
import { profileMessages } from '@/lib/messages/profile';
import { mobileDigits } from '@/lib/mobile';

/** The verified mobile, and a number to verify next on /kyc (the button needs a number). */
export function PhoneCard({ mobile }: { mobile: string | null }) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const { t } = useTranslation('profile');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^[6-9]\d{9}$/.test(phone)) {
      setError(profileMessages.otp.invalidPhone);
      return;
    }
    void navigate(`/kyc?phone=${phone}`);
  };

  return (
    <Card className="p-4">
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3"
        aria-label={t('phone.title')}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-bold text-ink">{t('phone.title')}</h2>
          {mobile ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden className="size-3.5" />
              {t('phone.verified')}
            </Badge>
          ) : (
            <Badge>{t('phone.notVerified')}</Badge>
          )}
        </div>
        {mobile ? <p className="num text-lg font-bold text-ink">{formatMobile(mobile)}</p> : null}
        <TextField
          label={mobile ? t('phone.newNumber') : t('phone.number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={16}
          placeholder={t('phone.placeholder')}
          value={phone}
          onChange={(e) => {
            setPhone(mobileDigits(e.target.value));
            setError(undefined);
          }}
          leading={<span className="num text-base font-semibold text-ink">+91</span>}
          error={error}
          hint={t('phone.hint')}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={phone === ''}
          fullWidth
          icon={<Smartphone aria-hidden className="size-5" />}
        >
          {mobile ? t('phone.change') : t('phone.verify')}
        </Button>
      </form>
    </Card>
  );
}
