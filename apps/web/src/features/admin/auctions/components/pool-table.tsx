/**
 * The auction's player pool in lot order; edit and remove while the auction is scheduled; a sheet
 * player's photo at any time.
 */
import type { PoolPlayerView } from '@bidxi/protocol';
import { Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmDialog } from '@/components/ui/modal';
import { adminAuctionErrorMessage, adminMessages } from '@/lib/messages/admin';
import { notify } from '@/lib/notify';
import { playerTypeLabel } from '@/lib/player-type-label';
import { useDeletePoolPlayer } from '@/features/admin/auctions/api/pool-player';
import { PoolPhotoCell } from '@/features/admin/auctions/components/pool-photo-cell';
import { PoolPlayerModal } from '@/features/admin/auctions/components/pool-player-modal';

export function PoolTable({
  players,
  canEdit,
  onImport,
}: {
  players: readonly PoolPlayerView[];
  canEdit: boolean;
  onImport?: (() => void) | undefined;
}) {
  const [editing, setEditing] = useState<PoolPlayerView | null>(null);
  const [removing, setRemoving] = useState<PoolPlayerView | null>(null);
  const remove = useDeletePoolPlayer();
  const { t } = useTranslation('adminAuctions');

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(adminMessages.adminAuctions.playerRemoved);
    } catch (error) {
      notify.error(adminAuctionErrorMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  if (players.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Users aria-hidden className="size-8" />}
          title={t('pool.empty')}
          description={t('pool.emptyText')}
          action={
            onImport ? (
              <Button fullWidth onClick={onImport}>
                {t('detail.import')}
              </Button>
            ) : undefined
          }
        />
      </Card>
    );
  }

  return (
    <Card
      className="relative overflow-x-auto"
      role="region"
      aria-label={t('pool.title')}
      tabIndex={0}
    >
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">{t('pool.title')}</caption>
        <thead className="border-b border-line bg-surface text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              #
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t('pool.photo')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t('pool.player')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t('pool.type')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              {t('pool.group')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              {t('pool.base')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right font-semibold">
              {t('pool.bonus')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t('pool.slots')}
            </th>
            <th scope="col" className="px-3 py-2.5 font-semibold">
              {t('pool.status')}
            </th>
            {canEdit ? (
              <th scope="col" className="px-3 py-2.5">
                <span className="sr-only">{t('pool.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {players.map((p, i) => (
            <tr key={p.id}>
              <td className="num px-3 py-2 text-ink-muted">{i + 1}</td>
              <td className="px-2 py-1">
                <PoolPhotoCell player={p} />
              </td>
              <td className="px-3 py-2 font-semibold whitespace-nowrap text-ink">{p.name}</td>
              <td className="px-3 py-2 whitespace-nowrap text-ink">{playerTypeLabel(p.type)}</td>
              <td className="num px-3 py-2 text-right">{p.order}</td>
              <td className="num px-3 py-2 text-right whitespace-nowrap">
                {t('units.crore', { ns: 'common', value: p.basePrice })}
              </td>
              <td className="num px-3 py-2 text-right">{p.bonus}</td>
              <td className="num px-3 py-2 text-xs whitespace-nowrap text-ink-muted">
                {p.slotPoints.join(' · ')}
              </td>
              <td className="px-3 py-2">
                <Badge
                  tone={
                    p.status === 'SOLD' ? 'success' : p.status === 'UNSOLD' ? 'danger' : 'neutral'
                  }
                >
                  {t(`pool.statuses.${p.status}`)}
                </Badge>
              </td>
              {canEdit ? (
                <td className="px-2 py-1 text-right whitespace-nowrap">
                  <button
                    type="button"
                    aria-label={t('pool.editTitle', { name: p.name })}
                    onClick={() => setEditing(p)}
                    className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
                  >
                    <Pencil aria-hidden className="size-4" />
                  </button>
                  <button
                    type="button"
                    aria-label={t('pool.removeLabel', { name: p.name })}
                    onClick={() => setRemoving(p)}
                    className="inline-flex size-11 items-center justify-center rounded-full text-danger-600 hover:bg-danger-50"
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <PoolPlayerModal player={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('pool.removeTitle', { name: removing?.name ?? t('pool.player') })}
        description={t('pool.removeText')}
        confirmLabel={t('common.remove')}
        confirmVariant="danger"
        isPending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
