/**
 * Drives the room's alerts: feeds the room's state (and, while a lot is open, the server's time
 * every quarter second) to an {@link createAlertTracker alert tracker}, plays what it answers and
 * returns the latest visual cue, shown for {@link CUE_MS}.
 */
import { useEffect, useRef, useState } from 'react';
import { serverNow } from '../clock/server-clock';
import { useRoomSelector } from '../room-context';
import { createAlertTracker, type AlertFrame, type AlertKind } from './alert-tracker';
import { browserAlertEnv, playAlert, watchFirstGesture } from './alert-output';
import { isAlertMuted } from './alert-mute';

/** How long a visual cue stays, in milliseconds. */
export const CUE_MS = 4_000;
const TICK_MS = 250;

/**
 * The visual cue on show: the alerts due together, most pressing first (outbid, the last seconds, a
 * target next), and a serial so the same alert twice restarts it.
 */
export interface AlertCue {
  kinds: AlertKind[];
  serial: number;
}

/** Alerts for the viewer of the room; `starred` is their watch-list. */
export function useRoomAlerts(starred: ReadonlySet<string>): AlertCue | null {
  const lotId = useRoomSelector((s) => s.room?.currentLot?.lotId ?? null);
  const closesAt = useRoomSelector((s) => s.room?.currentLot?.closesAt ?? null);
  const leaderTeamId = useRoomSelector((s) => s.room?.currentLot?.highestTeamId ?? null);
  const myTeamId = useRoomSelector((s) => s.room?.myTeamId ?? null);
  const nextPlayerId = useRoomSelector((s) => s.room?.nextPlayerId ?? null);
  const isFrozen = useRoomSelector((s) => s.offlineSince !== null);
  const [cue, setCue] = useState<AlertCue | null>(null);
  const tracker = useRef(createAlertTracker());
  const serial = useRef(0);

  useEffect(() => watchFirstGesture(), []);

  useEffect(() => {
    if (isFrozen) return;
    const frame: AlertFrame = {
      lotId,
      closesAtMs: closesAt ? Date.parse(closesAt) : null,
      leaderTeamId,
      myTeamId,
      nextPlayerId,
    };
    const env = browserAlertEnv(isAlertMuted);
    const check = () => {
      const kinds = tracker.current.update(frame, starred, serverNow());
      // All show; the most pressing one plays: outbid, then the last seconds, then a target next.
      const due = PRIORITY.filter((k) => kinds.includes(k));
      if (due.length === 0) return;
      playAlert(due[0]!, env);
      serial.current += 1;
      setCue({ kinds: due, serial: serial.current });
    };
    check();
    if (lotId === null) return;
    const id = window.setInterval(check, TICK_MS);
    return () => window.clearInterval(id);
  }, [lotId, closesAt, leaderTeamId, myTeamId, nextPlayerId, starred, isFrozen]);

  useEffect(() => {
    if (!cue) return;
    const id = window.setTimeout(() => setCue(null), CUE_MS);
    return () => window.clearTimeout(id);
  }, [cue]);

  return cue;
}

const PRIORITY: readonly AlertKind[] = ['outbid', 'finalSeconds', 'starredNext'];
