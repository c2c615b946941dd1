import { BadgeCheck, Smartphone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/input';
import { formatMobile } from '@/lib/format';
import { Messages } from '@/lib/messages';
import { mobileDigits } from '@/lib/mobile';

/** The verified mobile, and a number to verify next on /kyc (the button needs a number). */
export function PhoneCard({ mobile }: { mobile: string | null }) {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^[6-9]\d{9}$/.test(phone)) {
      setError(Messages.otp.invalidPhone);
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
        aria-label="Phone number"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-bold text-ink">Phone number</h2>
          {mobile ? (
            <Badge tone="success">
              <BadgeCheck aria-hidden className="size-3.5" />
              Verified
            </Badge>
          ) : (
            <Badge>Not verified</Badge>
          )}
        </div>
        {mobile ? <p className="num text-lg font-bold text-ink">{formatMobile(mobile)}</p> : null}
        <TextField
          label={mobile ? 'New mobile number' : 'Mobile number'}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={16}
          placeholder="10-digit mobile number"
          value={phone}
          onChange={(e) => {
            setPhone(mobileDigits(e.target.value));
            setError(undefined);
          }}
          leading={<span className="num text-base font-semibold text-ink">+91</span>}
          error={error}
          hint="We send a one-time code to verify it."
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={phone === ''}
          fullWidth
          icon={<Smartphone aria-hidden className="size-5" />}
        >
          {mobile ? 'Change & verify' : 'Verify number'}
        </Button>
      </form>
    </Card>
  );
}
