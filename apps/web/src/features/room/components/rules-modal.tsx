import { PLAYER_TYPES, TYPE_MAX, TYPE_MIN } from '@bidxi/engine';
import { Download } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { env } from '@/config/env';
import { PLAYER_TYPE_LABEL } from '@/lib/player-type-label';

/** Each type's limits as the engine checks them, in lot order ('3 to 4', 'exactly 4'). */
const RULES: readonly [string, string][] = PLAYER_TYPES.map((type) => [
  PLAYER_TYPE_LABEL[type],
  TYPE_MIN[type] === TYPE_MAX[type]
    ? `exactly ${TYPE_MAX[type]}`
    : `${TYPE_MIN[type]} to ${TYPE_MAX[type]}`,
]);

/** 'Team Composition Rules' with the How-to-Play PDF (spec 001 §2, §5 "Composition limits"). */
export function RulesModal({
  isOpen,
  onClose,
  auctionId,
}: {
  isOpen: boolean;
  onClose: () => void;
  auctionId: string;
}) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Team Composition Rules"
      description="A valid team has exactly 11 players; while buying you may hold at most 11."
      footer={
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Close
        </Button>
      }
    >
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-ink-muted">
            <th scope="col" className="pb-1 font-semibold">
              Player type
            </th>
            <th scope="col" className="pb-1 font-semibold">
              In your XI
            </th>
          </tr>
        </thead>
        <tbody>
          {RULES.map(([type, range]) => (
            <tr key={type} className="border-t border-line">
              <td className="py-2 font-semibold text-ink">{type}</td>
              <td className="py-2 text-ink">{range}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-muted">
        <li>Bids rise by 25L below 5 Cr and by 50L from 5 Cr; JUMP bids any higher amount.</li>
        <li>Each bid gives the others a fresh window; the last bid standing buys the player.</li>
        <li>An unsold player can be pulled back once.</li>
      </ul>
      <a
        href={`${env.apiBaseUrl}/auctions/${encodeURIComponent(auctionId)}/how-to-play.pdf`}
        download="how-to-play.pdf"
        className={buttonClasses({ variant: 'primary', fullWidth: true, className: 'mt-5' })}
      >
        <Download aria-hidden className="size-5" />
        How to Play Instructions
      </a>
    </Modal>
  );
}
