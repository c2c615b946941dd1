/**
 * A lobby length in minutes for the "Start now" text, to two decimals (30 000 ms → 0.5, 90 000 ms
 * → 1.5, 300 000 ms → 5), so a half-minute lobby is not announced as a one-minute one.
 */
export const lobbyMinutes = (lobbyMs: number): number => Math.round(lobbyMs / 600) / 100;
