/** Pool records → the protocol's pool player view (prices in Cr). */
import type { PoolPlayerView } from '@bidxi/protocol';
import { imageUrl } from '../images/images.service';
import { lakhsToCr } from '../../platform/units';
import type { PoolPlayerRecord } from './pool.repo';

export function toPoolPlayerView(p: PoolPlayerRecord): PoolPlayerView {
  return {
    id: p.id,
    auctionPlayerId: p.id,
    auctionId: p.auctionId,
    playerId: p.playerId,
    name: p.name,
    type: p.type,
    order: p.lotGroup,
    sheetIndex: p.sheetIndex,
    basePrice: lakhsToCr(p.basePriceLakhs),
    bonus: p.bonus,
    slotPoints: [...p.slotPoints],
    status: p.status,
    teamId: p.teamId,
    soldPrice: p.soldPriceLakhs === null ? null : lakhsToCr(p.soldPriceLakhs),
    isPullBackOnce: p.isPullBackOnce,
    imageUrl: p.imageId ? imageUrl(p.imageId) : null,
  };
}
