/**
 * The new league's players: the built-in sheet (default) or the player's own CSV/XLSX, uploaded
 * through the admin's import dialog (every bad cell shown) and kept on the server for the creation,
 * where the pool is checked against the league's seats.
 */
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PoolImport, type PoolSubmit } from '@/features/admin/auctions/components/pool-import';
import { useUploadLeaguePool } from '@/features/leagues/api/leagues';

/** The chosen pool: the sheet, or an upload's id and size. */
export type PoolChoice = { kind: 'sheet' } | { kind: 'own'; poolId: string; players: number };

export function CreatePoolChoice({
  value,
  onChange,
}: {
  value: PoolChoice;
  onChange: (next: PoolChoice) => void;
}) {
  const { t } = useTranslation('leagues');
  const [open, setOpen] = useState(false);
  const upload = useUploadLeaguePool();
  // The dialog checks (dry run) and then writes the same rows: one upload serves both.
  const last = useRef<{ rows: string; poolId: string; players: number } | null>(null);
  const submit: PoolSubmit = async ({ players, sheetRows }) => {
    const rows = JSON.stringify([players, sheetRows]);
    if (last.current?.rows !== rows) {
      const res = await upload.mutateAsync({ players, sheetRows });
      last.current = { rows, ...res };
    }
    return last.current.players;
  };
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-semibold text-ink">{t('create.pool')}</legend>
      <p className="text-sm text-ink-muted" data-testid="create-pool">
        {value.kind === 'sheet'
          ? t('create.poolSheet')
          : t('create.poolOwn', { count: value.players })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(true)}>
          <Upload aria-hidden className="size-4" />
          {t('pool.useOwn')}
        </Button>
        {value.kind === 'own' ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ kind: 'sheet' })}
          >
            {t('create.poolUseSheet')}
          </Button>
        ) : null}
      </div>
      <PoolImport
        auctionId=""
        isOpen={open}
        onClose={() => setOpen(false)}
        submit={submit}
        title={t('pool.title')}
        onImported={() => {
          if (last.current) {
            const { poolId, players } = last.current;
            onChange({ kind: 'own', poolId, players });
          }
        }}
      />
    </fieldset>
  );
}
