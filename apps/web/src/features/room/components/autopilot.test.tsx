import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '@/app/toaster';
import { createRoomStore } from '../model/room-store';
import { RoomContext } from '../room-context';
import { FakeSocket } from '../testing/fake-socket';
import {
  AUCTION_ID,
  liveRoom,
  ME,
  MY_TEAM,
  RIVAL_TEAM,
  type TestRoom,
} from '../testing/room-fixtures';
import { LiveView } from './live-view';
import { AutopilotNotice } from './autopilot-notice';

afterEach(() => vi.useRealTimers());

function renderRoom(room: TestRoom) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const store = createRoomStore();
  store.getState().receiveSnapshot(room.snapshot());
  store.getState().setConnection('connected');
  const socket = new FakeSocket();
  socket.connected = true;
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <MemoryRouter>
      <RoomContext
        value={{ auctionId: AUCTION_ID, myUserId: ME, store, socket, takeOver: () => {} }}
      >
        <AutopilotNotice />
        <LiveView />
      </RoomContext>
      <AppToaster />
    </MemoryRouter>,
  );
  return { store, socket, user };
}

const panels = () => screen.getByRole('navigation', { name: 'Room panels' });

describe('autopilot in the room', () => {
  it('the My Team switch sends setAutopilot, and the state moves it', async () => {
    const room = liveRoom();
    const { socket, user, store } = renderRoom(room);
    await user.click(within(panels()).getByRole('button', { name: 'My Team' }));
    const toggle = screen.getByRole('switch', { name: 'Autopilot' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(socket.sent('setAutopilot').map((e) => e.payload)).toEqual([{ enabled: true }]);
    act(() => socket.sent('setAutopilot')[0]!.ack!({ success: true, data: { seq: 9 } }));
    const on = room.run({ type: 'setAutopilot', teamId: MY_TEAM, enabled: true }, room.now);
    act(() => store.getState().receiveEvents(on));
    expect(screen.getByRole('switch', { name: 'Autopilot' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('tells an owner who was away, and shows who is on autopilot in Teams', async () => {
    const room = liveRoom();
    room.run({ type: 'setAutopilot', teamId: MY_TEAM, enabled: true, reason: 'AWAY' }, room.now);
    room.run({ type: 'setAutopilot', teamId: RIVAL_TEAM, enabled: true }, room.now);
    const { user, socket } = renderRoom(room);
    const notice = screen.getByTestId('autopilot-notice');
    expect(notice.textContent).toContain('Autopilot was on while you were away');
    await user.click(within(notice).getByRole('button', { name: 'Turn off autopilot' }));
    expect(socket.sent('setAutopilot').map((e) => e.payload)).toEqual([{ enabled: false }]);
    await user.click(within(panels()).getByRole('button', { name: 'Teams' }));
    expect(screen.getAllByTestId('team-autopilot')).toHaveLength(2);
  });
});
