// Cache keys several features touch: a wallet change (recharge, withdrawal, OTP, KYC upload) refreshes
// the balance the side menu shows, and a profile change refreshes the header's user.

export const walletKeys = {
  /** Everything about the signed-in player's wallet. */
  all: ['wallet'] as const,
  balance: (userId: string) => ['wallet', userId, 'balance'] as const,
  history: (userId: string) => ['wallet', userId, 'history'] as const,
};

/** The signed-in user's profile (`POST /api/user/getById`), as the accounts feature caches it. */
export const meKey = (userId: string) => ['me', userId] as const;

/** Admin money desk lists. */
export const adminMoneyKeys = {
  requests: ['admin', 'wallet-requests'] as const,
  transactions: ['admin', 'transactions'] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
};
