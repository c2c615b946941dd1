/**
 * "Use my own players": the league's organiser, before the start, uploads a CSV/XLSX player sheet in
 * place of the built-in pool, through the admin's import dialog (checked as a preview, every bad cell
 * shown, nothing written until every row is good and the pool can fill every seat).
 */
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { PoolImport, type PoolSubmit } from '@/features/admin/auctions/components/pool-import';
import { useReplaceLeaguePool } from '@/features/leagues/api/leagues';

/** The organiser's button and upload dialog for the league of `code`. */
export function LeaguePoolUpload({ code, auctionId }: { code: string; auctionId: string }) {
  const { t } = useTranslation('leagues');
  const [open, setOpen] = useState(false);
  const replace = useReplaceLeaguePool(code);
  const submit: PoolSubmit = async (req) => (await replace.mutateAsync(req)).players;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Upload aria-hidden className="size-4" />
        {t('pool.useOwn')}
      </Button>
      <PoolImport
        auctionId={auctionId}
        isOpen={open}
        onClose={() => setOpen(false)}
        submit={submit}
        title={t('pool.title')}
        onImported={(count) => notify.success(t('pool.done', { count }))}
      />
    </>
  );
}
