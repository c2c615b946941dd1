import type { SpectatorLinkResult } from '@bidxi/protocol';
import { Copy, Eye, EyeOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { auditMessages } from '@/lib/messages/audit';
import { notify } from '@/lib/notify';
import {
  useSpectatorLink,
  useSpectatorLinkState,
  type OrganiserScope,
} from '../api/organiser-commands';

/** The watch link's full address (the server gives the path). */
export const watchUrl = (path: string) => new URL(path, window.location.origin).toString();

/**
 * The spectator link: as it stands (read from the server), turn it on (a new secret each
 * time) or off, and copy it.
 */
export function SpectatorLinkPanel({
  auctionId,
  scope = 'admin',
}: {
  auctionId: string;
  scope?: OrganiserScope;
}) {
  const mutation = useSpectatorLink(auctionId, scope);
  const link: SpectatorLinkResult | null = useSpectatorLinkState(auctionId, scope).data ?? null;

  const change = async (enabled: boolean) => {
    try {
      await mutation.mutateAsync(enabled);
    } catch (error) {
      notify.error(
        error instanceof ApiRequestError ? error.message : auditMessages.organiserDesk.failed,
      );
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(auditMessages.organiserDesk.linkCopied);
    } catch {
      notify.error(auditMessages.audit.copyFailed);
    }
  };
  const url = link?.enabled && link.path ? watchUrl(link.path) : null;

  return (
    <section aria-labelledby="spectator-link-title" className="flex flex-col gap-2">
      <h3 id="spectator-link-title" className="text-sm font-bold text-ink">
        {auditMessages.organiserDesk.spectatorLink}
      </h3>
      <p className="text-sm text-ink-muted">
        {url ? auditMessages.organiserDesk.spectatorOn : auditMessages.organiserDesk.spectatorOff}
        {link ? ` ${auditMessages.organiserDesk.spectatorCapacity(link.capacity)}.` : ''}
      </p>
      {url ? (
        <code
          data-testid="spectator-url"
          className="block truncate rounded-lg bg-surface px-3 py-2 text-xs text-ink"
          title={url}
        >
          {url}
        </code>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {url ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void copy(url)}
              icon={<Copy aria-hidden className="size-4" />}
            >
              {auditMessages.organiserDesk.copyLink}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              isLoading={mutation.isPending}
              onClick={() => void change(false)}
              icon={<EyeOff aria-hidden className="size-4" />}
            >
              {auditMessages.organiserDesk.turnOff}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            isLoading={mutation.isPending}
            onClick={() => void change(true)}
            icon={<Eye aria-hidden className="size-4" />}
          >
            {auditMessages.organiserDesk.turnOn}
          </Button>
        )}
      </div>
    </section>
  );
}
