// Session texts, on their own so the guards (first download) need not load every area's texts.
export const sessionMessages = {
  expired: 'Session expired. Please log in again.',
  loggedOut: 'You have been logged out',
} as const;
