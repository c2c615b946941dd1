// Cache keys of the player's auction data, shared by the screens that read it and the calls that change it.
export const auctionKeys = {
  all: ['auctions'] as const,
  list: ['auctions', 'list'] as const,
  detail: (id: string) => ['auctions', 'detail', id] as const,
  check: (id: string) => ['auctions', 'check', id] as const,
  mine: ['auctions', 'mine'] as const,
};
