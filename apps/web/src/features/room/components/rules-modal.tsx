import { useTranslation } from 'react-i18next';
import { PLAYER_TYPES, TYPE_MAX, TYPE_MIN } from '@bidxi/engine';
import { Download } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { env } from '@/config/env';
import { PLAYER_TYPE_LABEL } from '@/lib/player-type-label';
import { howToPlayPdfPath } from '@/lib/how-to-play-pdf';
import { currentLanguage } from '@/i18n/i18n';

/** Each type's limits as the engine checks them, in lot order ('3 to 4', 'exactly 4'). */

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
  const { t } = useTranslation('room');
  const rules = PLAYER_TYPES.map((type) => [
    PLAYER_TYPE_LABEL[type],
    TYPE_MIN[type] === TYPE_MAX[type]
      ? t('rules.exactly', { count: TYPE_MAX[type] })
      : t('rules.range', { min: TYPE_MIN[type], max: TYPE_MAX[type] }),
  ]);
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('rules.title')}
      description={t('rules.description')}
      footer={
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {t('rules.close')}
        </Button>
      }
    >
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-ink-muted">
            <th scope="col" className="pb-1 font-semibold">
              {t('rules.type')}
            </th>
            <th scope="col" className="pb-1 font-semibold">
              {t('rules.inXi')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map(([type, range]) => (
            <tr key={type} className="border-t border-line">
              <td className="py-2 font-semibold text-ink">{type}</td>
              <td className="py-2 text-ink">{range}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink-muted">
        <li>{t('rules.increments')}</li>
        <li>{t('rules.window')}</li>
        <li>{t('rules.pullBack')}</li>
      </ul>
      <a
        href={`${env.apiBaseUrl}${howToPlayPdfPath(auctionId, currentLanguage())}`}
        download="how-to-play.pdf"
        className={buttonClasses({ variant: 'primary', fullWidth: true, className: 'mt-5' })}
      >
        <Download aria-hidden className="size-5" />
        {t('rules.howToPlay')}
      </a>
    </Modal>
  );
}
