// Cache keys of the admin's auction screens.
export const adminAuctionKeys = {
  all: ['admin', 'auctions'] as const,
  list: (status: string) => ['admin', 'auctions', 'list', status] as const,
  detail: (id: string) => ['admin', 'auctions', 'detail', id] as const,
  pool: (id: string) => ['admin', 'auctions', 'pool', id] as const,
};
