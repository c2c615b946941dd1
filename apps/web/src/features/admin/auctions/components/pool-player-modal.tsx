/** Edit one pool player (admin, while the auction is scheduled): the sheet row's columns. */
import { SLOT_KEYS, type PoolPlayerView } from '@bidxi/protocol';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ApiRequestError } from '@/lib/api-client';
import { adminAuctionErrorMessage, Messages } from '@/lib/messages';
import { notify } from '@/lib/notify';
import { useUpdatePoolPlayer } from '@/features/admin/auctions/api/pool-player';

/** The sheet's words for the types (`Batsmen 2`, `Wicket-Keeper 1`, …). */
const SHEET_TYPE: Record<PoolPlayerView['type'], string> = {
  Batter: 'Batsmen',
  Bowler: 'Bowler',
  'Wicket-Keeper': 'Wicket-Keeper',
  'All-Rounder': 'All-Rounder',
};

export function PoolPlayerModal({
  player,
  onClose,
}: {
  player: PoolPlayerView | null;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen={player !== null}
      onClose={onClose}
      title={player ? `Edit ${player.name}` : 'Edit player'}
      className="max-h-[92dvh] max-w-xl! overflow-y-auto"
    >
      {player ? <PlayerForm key={player.id} player={player} onClose={onClose} /> : null}
    </Modal>
  );
}

function PlayerForm({ player, onClose }: { player: PoolPlayerView; onClose: () => void }) {
  const update = useUpdatePoolPlayer();
  const typeId = useId();
  const [row, setRow] = useState<Record<string, string>>(() => ({
    name: player.name,
    kind: SHEET_TYPE[player.type],
    group: String(player.order),
    base_cr: String(player.basePrice),
    bonus: String(player.bonus),
    ...Object.fromEntries(SLOT_KEYS.map((k, i) => [k, String(player.slotPoints[i] ?? 0)])),
  }));
  const [error, setError] = useState<string | undefined>();
  const set = (key: string) => (e: { target: { value: string } }) =>
    setRow((r) => ({ ...r, [key]: e.target.value }));

  const save = async () => {
    setError(undefined);
    const { kind, group, ...rest } = row;
    try {
      await update.mutateAsync({ id: player.id, row: { ...rest, type: `${kind} ${group}` } });
      notify.success(Messages.adminAuctions.playerUpdated);
      onClose();
    } catch (e) {
      const fields = e instanceof ApiRequestError ? e.fields : undefined;
      setError(
        fields
          ? Object.entries(fields)
              .map(([k, m]) => `${k}: ${m}`)
              .join('; ')
          : adminAuctionErrorMessage(e),
      );
    }
  };

  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField label="Name" value={row.name} onChange={set('name')} maxLength={80} />
      <div className="grid grid-cols-3 gap-3">
        <div className="col-span-2 flex flex-col gap-1.5">
          <label htmlFor={typeId} className="text-sm font-semibold text-ink">
            Type
          </label>
          <select
            id={typeId}
            value={row.kind}
            onChange={set('kind')}
            className="min-h-12 rounded-xl border border-line-strong bg-card px-3 text-base text-ink"
          >
            {Object.values(SHEET_TYPE).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Lot group"
          inputMode="numeric"
          value={row.group}
          onChange={set('group')}
        />
        <TextField
          label="Base (Cr)"
          inputMode="decimal"
          value={row.base_cr}
          onChange={set('base_cr')}
        />
        <TextField label="Bonus" inputMode="numeric" value={row.bonus} onChange={set('bonus')} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Points by batting slot</legend>
        <div className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {SLOT_KEYS.map((k, i) => (
            <TextField
              key={k}
              label={`Slot ${i + 1}`}
              inputMode="numeric"
              value={row[k]}
              onChange={set(k)}
            />
          ))}
        </div>
      </fieldset>
      <FormAlert message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          Save player
        </Button>
      </div>
    </form>
  );
}
