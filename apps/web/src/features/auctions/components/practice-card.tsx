/**
 * Home's "Practice vs bots": one tap starts the player's own short auction against
 * three bots (or goes back to the one still running) and opens its room; the first lot follows a
 * 15 s lobby.
 */
import { Bot } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { practiceErrorMessage, auctionMessages } from '@/lib/messages/auctions';
import { notify } from '@/lib/notify';
import { useStartPractice } from '@/features/auctions/api/start-practice';

export function PracticeCard() {
  const navigate = useNavigate();
  const start = useStartPractice();
  const [error, setError] = useState<string | undefined>();

  const onStart = async () => {
    setError(undefined);
    try {
      const { auction } = await start.mutateAsync();
      await navigate(`/auctionRoom/${encodeURIComponent(auction.id)}`);
    } catch (e) {
      const message = practiceErrorMessage(e);
      setError(message);
      notify.error(message, 'practice');
    }
  };

  return (
    <section aria-labelledby="practice-title">
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-night-900 text-gold-400">
            <Bot aria-hidden className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="practice-title" className="text-base font-extrabold text-ink">
              {auctionMessages.practice.title}
            </h2>
            <p className="mt-0.5 text-sm text-ink-muted">{auctionMessages.practice.blurb}</p>
          </div>
        </div>
        <FormAlert message={error} />
        <Button
          size="lg"
          fullWidth
          onClick={() => void onStart()}
          isLoading={start.isPending}
          icon={<Bot aria-hidden className="size-5" />}
        >
          {auctionMessages.practice.start}
        </Button>
      </Card>
    </section>
  );
}
