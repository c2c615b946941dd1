import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/input';

const FIELD_CLASS = 'min-w-36 flex-1 sm:flex-none [&_input]:min-h-11 [&_input]:text-sm';

/**
 * The From / To day pickers of the admin filter bars (`YYYY-MM-DD`, India days): each bounds the
 * other, and a change reports only the end that moved.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
  fromLabel,
  toLabel,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (change: { from: string } | { to: string }) => void;
  fromLabel?: string;
  toLabel?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        label={fromLabel ?? t('common.from')}
        type="date"
        value={from ?? ''}
        max={to}
        onChange={(e) => onChange({ from: e.target.value })}
        className={FIELD_CLASS}
      />
      <TextField
        label={toLabel ?? t('common.to')}
        type="date"
        value={to ?? ''}
        min={from}
        onChange={(e) => onChange({ to: e.target.value })}
        className={FIELD_CLASS}
      />
    </>
  );
}
