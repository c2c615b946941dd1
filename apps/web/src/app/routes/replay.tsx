/**
 * `/auction/{id}/replay`: a completed auction replayed from its published log in the room
 * screen, read-only, with the timeline. Open to anyone with the link (the log is public).
 */
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { RoomScreen } from '@/features/room/components/room-screen';
import { createRoomStore } from '@/features/room/model/room-store';
import { useReplayTimeline } from '@/features/replay/api/get-replay-log';
import { ReplayControls } from '@/features/replay/components/replay-controls';
import { ReplayError, ReplayLoading } from '@/features/replay/components/replay-status';
import { useReplay } from '@/features/replay/hooks/use-replay';
import type { ReplayTimeline } from '@/features/replay/model/replay-timeline';
import { auditMessages } from '@/lib/messages/audit';

export function ReplayRoute() {
  const { id = '' } = useParams();
  const query = useReplayTimeline(id);
  if (query.isPending) return <ReplayLoading />;
  if (query.isError)
    return <ReplayError error={query.error} onRetry={() => void query.refetch()} />;
  return <ReplayRoom key={id} auctionId={id} timeline={query.data} />;
}

const createReplayStore = (now: () => number) => createRoomStore({ now });

function ReplayRoom({ auctionId, timeline }: { auctionId: string; timeline: ReplayTimeline }) {
  const replay = useReplay(timeline, createReplayStore);
  return (
    <RoomScreen
      auctionId={auctionId}
      mode={{ kind: 'replay', store: replay.store, clockAtMs: replay.clockAtMs }}
      badge={<Badge tone="night">{auditMessages.replay.readOnly}</Badge>}
      toolbar={
        <ReplayControls
          timeline={timeline}
          index={replay.index}
          isPlaying={replay.isPlaying}
          speed={replay.speed}
          onPlay={replay.play}
          onPause={replay.pause}
          onSpeed={replay.setSpeed}
          onSeek={replay.seek}
        />
      }
    />
  );
}
