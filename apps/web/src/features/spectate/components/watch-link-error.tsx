import { Link2Off } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { auditMessages } from '@/lib/messages/audit';

/** A watch link without its secret (`?t=`): nothing to connect with. */
export function WatchLinkError() {
  return (
    <div
      data-testid="watch-link-error"
      className="theme-dark bg-stadium mx-auto flex min-h-dvh max-w-app flex-col justify-center text-center text-white px-safe"
    >
      <div className="flex flex-col items-center gap-4 px-6">
        <Link2Off aria-hidden className="size-10 text-gold-300" />
        <h1 className="text-xl font-extrabold">{auditMessages.spectate.missingToken}</h1>
        <p className="text-sm text-night-200">{auditMessages.spectate.missingTokenText}</p>
        <ButtonLink to="/" variant="on-dark" fullWidth>
          BidXI
        </ButtonLink>
      </div>
    </div>
  );
}
