import { act, render } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoomStore } from '../model/room-store';
import { RoomContext } from '../room-context';
import { FakeSocket } from '../testing/fake-socket';
import { AUCTION_ID, liveRoom, ME, MY_TEAM, RIVAL_TEAM } from '../testing/room-fixtures';
import { MyTeamPanel } from './my-team-panel';
import { TeamsPanel } from './teams-panel';
import { UpcomingPanel } from './upcoming-panel';

/** Renders `panels` in a room and counts each one's commits. */
function renderCounting(panels: Record<string, ReactNode>) {
  const room = liveRoom();
  const store = createRoomStore();
  store.getState().receiveSnapshot(room.snapshot());
  const commits: Record<string, number> = {};
  render(
    <MemoryRouter>
      <RoomContext
        value={{
          auctionId: AUCTION_ID,
          myUserId: ME,
          store,
          socket: new FakeSocket(),
          takeOver: () => {},
        }}
      >
        {Object.entries(panels).map(([id, panel]) => (
          <Profiler key={id} id={id} onRender={() => (commits[id] = (commits[id] ?? 0) + 1)}>
            {panel}
          </Profiler>
        ))}
      </RoomContext>
    </MemoryRouter>,
  );
  return { room, store, commits };
}

describe('room panels and the engine feed', () => {
  it('a bid re-renders none of the team and player panels; a sale re-renders those it changes', () => {
    const { room, store, commits } = renderCounting({
      teams: <TeamsPanel />,
      myTeam: <MyTeamPanel />,
      upcoming: <UpcomingPanel />,
    });
    const mounted = { ...commits };
    act(() => {
      store.getState().receiveEvents(room.bid(RIVAL_TEAM, 225));
      store.getState().receiveEvents(room.bid(MY_TEAM, 250));
      store.getState().receiveEvents(room.bid(RIVAL_TEAM, 275));
    });
    expect(commits).toEqual(mounted);
    act(() => {
      store.getState().receiveEvents(room.close()); // sold to the rival: their team changes
    });
    expect(commits.teams).toBe(mounted.teams! + 1);
    expect(commits.myTeam).toBe(mounted.myTeam);
  });
});
