/** Edit one pool player (admin, while the auction is scheduled): the sheet row's columns. */
import { parseSheetType } from '@bidxi/engine';
import { PlayerSheetRow, SLOT_KEYS, type PoolPlayerView } from '@bidxi/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ApiRequestError } from '@/lib/api-client';
import { adminAuctionErrorMessage, adminMessages } from '@/lib/messages/admin';
import { notify } from '@/lib/notify';
import { playerTypeLabel } from '@/lib/player-type-label';
import { useUpdatePoolPlayer } from '@/features/admin/auctions/api/pool-player';
import { sheetColumnLabel } from '@/features/admin/auctions/components/sheet-column-label';
import { t as translate } from '@/i18n/i18n';

/**
 * The types as the form offers them and sends them with the lot group (`Batter 2`, `Wicket-Keeper 1`):
 * the app's one set of words; the server also reads the sheet's `Batsmen 2`.
 */
const SHEET_TYPE: Record<PoolPlayerView['type'], string> = {
  Batter: 'Batter',
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
  const { t } = useTranslation('adminAuctions');
  return (
    <Modal
      isOpen={player !== null}
      onClose={onClose}
      title={player ? t('pool.editTitle', { name: player.name }) : t('pool.editPlayer')}
      className="max-h-[92dvh] max-w-xl! overflow-y-auto"
    >
      {player ? <PlayerForm key={player.id} player={player} onClose={onClose} /> : null}
    </Modal>
  );
}

/** The sheet row the form sends: the edited cells, with type and lot group as one `type` cell. */
function rowOf({ kind, group, ...rest }: Record<string, string>): Record<string, string> {
  return { ...rest, type: `${kind} ${group}` };
}

/**
 * The row's problems by sheet column, with the server's own rules (protocol `PlayerSheetRow` and the
 * engine's `parseSheetType`), so a field's error clears as soon as its value is right.
 */
function checkRow(row: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = PlayerSheetRow.safeParse(row);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  if (!errors.type && !parseSheetType(row.type ?? '')) {
    errors.type = translate('pool.lotGroupError', { ns: 'adminAuctions' });
  }
  return errors;
}

function PlayerForm({ player, onClose }: { player: PoolPlayerView; onClose: () => void }) {
  const { t } = useTranslation('adminAuctions');
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
  /** Field errors by sheet column; shown only after a save was tried. */
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();

  const set = (key: string) => (e: { target: { value: string } }) => {
    const next = { ...row, [key]: e.target.value };
    setRow(next);
    // A field's error follows its value once shown: it clears as soon as the value is right.
    const column = key === 'kind' || key === 'group' ? 'type' : key;
    if (errors[column]) {
      const now = checkRow(rowOf(next))[column];
      setErrors(({ [column]: _gone, ...rest }) => (now ? { ...rest, [column]: now } : rest));
    }
  };

  const save = async () => {
    setError(undefined);
    const found = checkRow(rowOf(row));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await update.mutateAsync({ id: player.id, row: rowOf(row) });
      notify.success(adminMessages.adminAuctions.playerUpdated);
      onClose();
    } catch (e) {
      // The server's field messages sit on their fields (a taken name on Name); others below.
      const fields = e instanceof ApiRequestError ? e.fields : undefined;
      if (fields) setErrors(fields);
      else setError(adminAuctionErrorMessage(e));
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
      <TextField
        label={sheetColumnLabel('name')}
        value={row.name}
        onChange={set('name')}
        maxLength={80}
        error={errors.name}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <label htmlFor={typeId} className="text-sm font-semibold text-ink">
            {sheetColumnLabel('type')}
          </label>
          <select
            id={typeId}
            value={row.kind}
            onChange={set('kind')}
            className="min-h-12 rounded-xl border border-line-strong bg-card px-3 text-base text-ink"
          >
            {Object.values(SHEET_TYPE).map((type) => (
              <option key={type} value={type}>
                {playerTypeLabel(type)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('pool.lotGroup')}
          inputMode="numeric"
          value={row.group}
          onChange={set('group')}
          error={errors.type}
        />
        <TextField
          label={sheetColumnLabel('base_cr')}
          inputMode="decimal"
          value={row.base_cr}
          onChange={set('base_cr')}
          error={errors.base_cr}
        />
        <TextField
          label={sheetColumnLabel('bonus')}
          inputMode="numeric"
          value={row.bonus}
          onChange={set('bonus')}
          error={errors.bonus}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('pool.slotPoints')}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {SLOT_KEYS.map((k, i) => (
            <TextField
              key={k}
              label={t('pool.slot', { n: i + 1 })}
              inputMode="numeric"
              value={row[k]}
              onChange={set(k)}
              error={errors[k]}
            />
          ))}
        </div>
      </fieldset>
      <FormAlert message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={update.isPending}>
          {t('pool.save')}
        </Button>
      </div>
    </form>
  );
}
