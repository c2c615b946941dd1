import { useTranslation } from 'react-i18next';
import { CircleAlert, Flag, MonitorSmartphone, SearchX } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { roomMessages } from '@/lib/messages/room';
import { StatusPanel } from './status-panel';

export function LeaveRoomLink({ variant = 'on-dark' }: { variant?: 'on-dark' | 'primary' }) {
  const { t } = useTranslation('room');
  return (
    <ButtonLink to="/home" variant={variant} size="lg" fullWidth>
      {t('header.leave')}
    </ButtonLink>
  );
}

/** Bidding is over: results and the viewer's team (spec 001 §2 "Ended auctions offer ..."). */
export function EndedScreen({
  auctionId,
  userId,
  isReadOnly = false,
  isCompleted = false,
  title = roomMessages.room.ended,
}: {
  auctionId: string;
  userId: string | null;
  /** The end's headline (`endedText`: how many went unsold, or all sold). */
  title?: string;
  /** A spectator or a replay: no team to order, only the results. */
  isReadOnly?: boolean;
  /** The reorder window is over too (the auction is COMPLETED): nothing is left to order. */
  isCompleted?: boolean;
}) {
  const uid = encodeURIComponent(userId ?? '');
  const aid = encodeURIComponent(auctionId);
  const { t } = useTranslation('room');
  if (isReadOnly) {
    return (
      <StatusPanel
        testId="room-ended"
        icon={<Flag aria-hidden className="size-9" />}
        title={title}
        actions={
          <ButtonLink to={`/result/${aid}`} size="lg" fullWidth>
            {t('ended.result')}
          </ButtonLink>
        }
      >
        {t('ended.readOnly')}
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      testId="room-ended"
      icon={<Flag aria-hidden className="size-9" />}
      title={title}
      actions={
        <>
          <ButtonLink to={`/teamPage/${aid}/${uid}`} size="lg" fullWidth>
            {t('ended.result')}
          </ButtonLink>
          <ButtonLink to={`/yourTeamPlayers/${aid}/${uid}`} variant="on-dark" size="lg" fullWidth>
            {t('tabs.my-team')}
          </ButtonLink>
        </>
      }
    >
      {isCompleted ? t('ended.completed') : t('ended.orderXi')}
    </StatusPanel>
  );
}

export function NoPlayerScreen() {
  const { t } = useTranslation('room');
  return (
    <StatusPanel
      testId="room-no-player"
      icon={<SearchX aria-hidden className="size-9" />}
      title={roomMessages.room.noPlayer}
      actions={<LeaveRoomLink />}
    >
      {t('noPlayer')}
    </StatusPanel>
  );
}

/** Another device holds this user's seat in the room (server: 'Previous session not terminated!'). */
export function OtherDeviceScreen({ onTakeOver }: { onTakeOver: () => void }) {
  const { t } = useTranslation('room');
  return (
    <StatusPanel
      testId="room-other-device"
      icon={<MonitorSmartphone aria-hidden className="size-9" />}
      title={roomMessages.room.otherDevice}
      actions={
        <>
          <Button size="lg" fullWidth onClick={onTakeOver}>
            {t('otherDevice.use')}
          </Button>
          <LeaveRoomLink />
        </>
      }
    >
      {t('otherDevice.body')}
    </StatusPanel>
  );
}

export function RoomErrorScreen({ title, message }: { title: string; message: string }) {
  // Refreshing helps after a server hiccup; a missing auction or a missing team stays missing.
  const canRetry = title === roomMessages.room.someErrorRefresh;
  const { t } = useTranslation('room');
  return (
    <StatusPanel
      testId="room-error"
      icon={<CircleAlert aria-hidden className="size-9" />}
      title={title}
      actions={
        <>
          {canRetry ? (
            <Button size="lg" fullWidth onClick={() => window.location.reload()}>
              {t('refresh')}
            </Button>
          ) : null}
          <LeaveRoomLink variant={canRetry ? 'on-dark' : 'primary'} />
        </>
      }
    >
      {message || null}
    </StatusPanel>
  );
}
