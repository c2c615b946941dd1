/**
 * What the viewer's XI still needs and whether the pool or the purse puts it at risk, from the room
 * the screen shows. The rules are the engine's (`xiNeeds`, `xiRisk`: spec §5 "Composition limits");
 * this only gathers their inputs from the room view.
 */
import {
  PLAYER_TYPES,
  xiNeeds,
  xiRisk,
  type PlayerType,
  type TypeNeeds,
  type XiRisk,
} from '@bidxi/engine';
import type { ClientRoom } from './room-view';

/** The viewer's team's needs (per type) and risk; null without a team. */
export interface XiOutlook {
  needs: TypeNeeds;
  risk: XiRisk;
}

/** The base prices (lakhs, cheapest first) of the players still up for auction, per type. */
function availableByType(room: ClientRoom): Record<PlayerType, number[]> {
  const prices: Record<PlayerType, number[]> = {
    Batter: [],
    Bowler: [],
    'Wicket-Keeper': [],
    'All-Rounder': [],
  };
  for (const p of room.players) if (p.status === 'AVAILABLE') prices[p.type].push(p.basePriceLakhs);
  for (const t of PLAYER_TYPES) prices[t].sort((a, b) => a - b);
  return prices;
}

/** The viewer's {@link XiOutlook}, or null when the viewer owns no team in this room. */
export function xiOutlookOf(room: ClientRoom | null): XiOutlook | null {
  const mine = room?.teams.find((t) => t.teamId === room.myTeamId);
  if (!room || !mine) return null;
  const typesOf = (squad: readonly { type: PlayerType }[]) => squad.map((e) => e.type);
  const myTypes = typesOf(mine.squad);
  return {
    needs: xiNeeds(myTypes),
    risk: xiRisk(
      myTypes,
      mine.purseRemainingLakhs,
      availableByType(room),
      room.teams.map((t) => typesOf(t.squad)),
    ),
  };
}
