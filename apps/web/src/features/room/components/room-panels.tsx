import type { ReactNode } from 'react';
import type { SheetTab } from '../model/room-store';
import { ChatPanel } from './chat-panel';
import { MyTeamPanel } from './my-team-panel';
import { PullBackPanel } from './pull-back-panel';
import { TeamsPanel } from './teams-panel';
import { UpcomingPanel } from './upcoming-panel';

/** Each room panel's content, shown in the phone's drawer or the desktop's side column. */
export const ROOM_PANELS: Record<SheetTab, () => ReactNode> = {
  'my-team': () => <MyTeamPanel />,
  teams: () => <TeamsPanel />,
  upcoming: () => <UpcomingPanel />,
  'pull-back': () => <PullBackPanel />,
  chat: () => <ChatPanel />,
};
