import type { PushPreferences } from '@bidxi/protocol';
import { BellOff, BellRing, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useMoneyMode } from '@/lib/money-mode';
import {
  usePushPreferences,
  useUpdatePushPreferences,
} from '@/features/notifications/api/push-preferences';
import { NoticeToggle } from '@/features/notifications/components/notice-toggle';
import { useWebPush, type PushFailure } from '@/features/notifications/hooks/use-web-push';

const KINDS = [
  'auctionStarting',
  'outbid',
  'starredNext',
  'walletRequest',
  'reorderClosing',
] as const;

const FAILURE_KEY = {
  denied: 'failure.denied',
  'no-worker': 'failure.noWorker',
  subscribe: 'failure.subscribe',
  server: 'failure.server',
} as const satisfies Record<PushFailure, string>;

/**
 * Notifications settings: turn web push on for this device, and each of the five notices
 * on or off for every device of the player. Play money has no wallet requests: no wallet toggle.
 */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const device = useWebPush();
  const prefs = usePushPreferences();
  const update = useUpdatePushPreferences();
  const isPlay = useMoneyMode() === 'play';
  const kinds = KINDS.filter((k) => !(isPlay && k === 'walletRequest'));

  const setKind = (kind: keyof PushPreferences, isOn: boolean) => {
    if (!prefs.data) return;
    update.mutate({ ...prefs.data.preferences, [kind]: isOn });
  };

  return (
    <div className="flex flex-1 flex-col gap-4 px-4 py-5">
      <header>
        <h1 className="text-2xl font-extrabold text-ink">{t('title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      </header>

      <DeviceCard device={device} subscriptions={prefs.data?.subscriptions} />

      <Card className="p-2">
        <h2 className="px-3 pt-2 pb-1 text-sm font-semibold text-ink-muted">
          {t('kinds.heading')}
        </h2>
        {prefs.isPending ? (
          <SkeletonGroup label={t('kinds.loading')} className="flex flex-col gap-2 p-2">
            {kinds.map((k) => (
              <Skeleton key={k} className="h-11 w-full" />
            ))}
          </SkeletonGroup>
        ) : prefs.isError ? (
          <EmptyState
            icon={<CircleAlert aria-hidden className="size-8" />}
            title={t('loadError')}
            description=""
            action={
              <Button fullWidth onClick={() => void prefs.refetch()} isLoading={prefs.isFetching}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <div className="flex flex-col">
            {kinds.map((k) => (
              <NoticeToggle
                key={k}
                label={t(`kinds.${k}`)}
                isOn={prefs.data.preferences[k]}
                onChange={(isOn) => setKind(k, isOn)}
              />
            ))}
            {update.isError ? (
              <div className="px-3 pb-2">
                <FormAlert message={t('saveError')} />
              </div>
            ) : null}
          </div>
        )}
      </Card>
    </div>
  );
}

function DeviceCard({
  device,
  subscriptions,
}: {
  device: ReturnType<typeof useWebPush>;
  subscriptions: number | undefined;
}) {
  const { t } = useTranslation('notifications');
  if (device.status === 'unsupported' || device.status === 'denied') {
    const key = device.status;
    return (
      <Card>
        <EmptyState
          className="py-6"
          icon={<BellOff aria-hidden className="size-8" />}
          title={t(`${key}.title`)}
          description={t(`${key}.body`)}
        />
      </Card>
    );
  }
  const isOn = device.status === 'on';
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-50 text-gold-700"
        >
          {isOn ? <BellRing className="size-6" /> : <BellOff className="size-6" />}
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-semibold text-ink-muted">{t('device.heading')}</h2>
          <p className="text-base font-bold text-ink" aria-live="polite">
            {device.status === 'checking' ? t('device.checking') : t(`device.${device.status}`)}
          </p>
        </div>
      </div>
      {subscriptions !== undefined && subscriptions > 0 ? (
        <p className="text-sm text-ink-muted">{t('device.count', { count: subscriptions })}</p>
      ) : null}
      <FormAlert message={device.failure ? t(FAILURE_KEY[device.failure]) : undefined} />
      {isOn ? (
        <Button
          variant="secondary"
          fullWidth
          isLoading={device.isWorking}
          onClick={() => void device.disable()}
        >
          {device.isWorking ? t('device.disabling') : t('device.disable')}
        </Button>
      ) : (
        <Button
          size="lg"
          fullWidth
          disabled={device.status === 'checking'}
          isLoading={device.isWorking}
          onClick={() => void device.enable()}
        >
          {device.isWorking ? t('device.enabling') : t('device.enable')}
        </Button>
      )}
    </Card>
  );
}
