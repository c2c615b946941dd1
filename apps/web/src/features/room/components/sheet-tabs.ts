import { Gavel, ListOrdered, MessageCircle, RotateCcw, Users, type LucideIcon } from 'lucide-react';
import type { SheetTab } from '../model/room-store';

/** The bottom sheet's tabs, in order (spec 001 §2 "Bottom sheet tabs"). */
export const SHEET_TABS: readonly { id: SheetTab; label: string; icon: LucideIcon }[] = [
  { id: 'my-team', label: 'My Team', icon: Gavel },
  { id: 'teams', label: 'Teams', icon: Users },
  { id: 'upcoming', label: 'Upcoming', icon: ListOrdered },
  { id: 'pull-back', label: 'Pull Back', icon: RotateCcw },
  { id: 'chat', label: 'Chat', icon: MessageCircle },
];

/**
 * Whether the viewer gets tab `id`: My Team only with a team of their own, Pull Back only with a team
 * that may act (a spectator, an admin watching or a replay has neither).
 */
export function isSheetTabShown(
  id: SheetTab,
  viewer: { hasTeam: boolean; isReadOnly: boolean },
): boolean {
  if (id === 'my-team') return viewer.hasTeam;
  if (id === 'pull-back') return viewer.hasTeam && !viewer.isReadOnly;
  return true;
}

/** The id of the open panel's drawer, for the tab bar's `aria-controls`. */
export const DRAWER_ID = 'room-drawer';
