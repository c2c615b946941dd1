// The bid log, its check and export, the replay and the spectator link.
import { ErrorCode } from '@bidxi/protocol';
import { roomErrorMessage } from '@/lib/messages/room';
import { translatable } from '@/lib/messages/translate';

export const auditMessages = translatable({
  audit: {
    title: 'Bid log',
    open: 'Bid log',
    head: 'Head',
    copyHead: 'Copy head hash',
    copied: 'Head hash copied',
    logHash: 'Log hash',
    copyLogHash: 'Copy log hash',
    logHashCopied: 'Log hash copied',
    copyFailed: 'Could not copy. Select the hash and copy it by hand.',
    lotPicker: 'Lot',
    beforeLots: 'Before the first lot',
    lotLabel: (lotId: number, name: string | null) =>
      name ? `Lot ${lotId} · ${name}` : `Lot ${lotId}`,
    loading: 'Loading the bid log…',
    empty: 'Nothing in this lot yet',
    emptyText: 'Bids, refusals and the result of this lot appear here as they happen.',
    noLots: 'No lot has opened yet',
    noLotsText: 'The bid log fills up once the first player is up for bidding.',
    loadFailed: 'Could not load the bid log. Please try again.',
    notParticipant: 'Only the teams of this auction can read its bid log while it runs.',
    download: 'Download log',
    downloadHint: 'The whole log is published when the auction has completed.',
    exportCsv: 'Export CSV',
    exportXlsx: 'Export XLSX',
    exportFailed: 'Could not export the bid log. Please try again.',
    verify: 'Verify',
    verifying: 'Verifying…',
    verified: (entries: number, logHash: string) =>
      `Log verified: ${entries} entries, log hash ${logHash}`,
    verifyFailedAt: (seq: number, problem: string) => `Entry ${seq} fails the check: ${problem}`,
    verifyFailed: (problem: string) => `The log fails the check: ${problem}`,
    notCompleted: 'The whole log is published when the auction has completed.',
    accepted: 'Accepted',
    refused: 'Refused',
    proxy: 'Max bid',
    attempts: (n: number) => `×${n}`,
    noTeam: 'No team',
    allLots: 'All lots',
    /** The results page's card. */
    resultsText:
      'Every bid, refusal, sale and organiser action of this auction, each entry chained to the one before it.',
    resultsCsv: 'Results CSV',
    resultsXlsx: 'Results XLSX',
    /** A log entry in words (features/audit/model/audit-rows.ts). */
    row: {
      lotOpened: (lotId: number, name: string, price: string) =>
        `Lot ${lotId} opened: ${name} at ${price}`,
      sold: (name: string, team: string | null, price: string) =>
        `Sold: ${name} to ${team} for ${price}`,
      unsold: (name: string) => `Unsold: ${name}`,
      timeAdded: (seconds: number, closes: string) =>
        `The organiser added ${seconds} s (closes ${closes})`,
      extended: (closes: string) => `Lot extended after an outage (closes ${closes})`,
      endingEarly: 'Every other team is out: the lot closes early',
      maxBidSet: (name: string) => `Max bid set for ${name}`,
      maxBidWithdrawn: (name: string) => `Max bid withdrawn for ${name}`,
      passed: 'Not interested',
      pulledBack: (name: string) => `Pulled back: ${name}`,
      resumed: (resumed: string, seconds: number) => `${resumed} (paused ${seconds} s)`,
      biddingEnded: 'Bidding ended',
      completed: 'The auction completed',
      joined: (team: string) => `${team} joined`,
      redacted: "Another team's max bid (hidden until the auction ends)",
      autopilotOn: (team: string) => `${team} is on autopilot`,
      autopilotAway: (team: string) =>
        `${team} is on autopilot: its owner was away for a whole lot`,
      autopilotOff: (team: string) => `${team} is off autopilot`,
    },
    /** Why a bid was refused, for the refusals the room's mapper does not word. */
    reason: {
      readOnly: 'A spectator cannot bid',
      tooMany: 'Too many bids at once',
      noLot: 'No player is up for bidding',
      paused: 'Paused by the organiser',
      overMax: 'Above the max bid',
      invalidAmount: 'Not a valid amount',
    },
  },
  replay: {
    title: 'Replay',
    loading: 'Loading the replay…',
    loadFailed: 'Could not load the replay. Please try again.',
    notCompleted: 'The replay opens when the auction has completed.',
    notCompletedText: 'Every bid is in the log; it is published once the auction is over.',
    notFound: 'Auction not found',
    broken: 'This log does not verify, so it cannot be replayed.',
    empty: 'Nothing happened in this auction.',
    play: 'Play',
    pause: 'Pause',
    speed: 'Speed',
    position: 'Replay position',
    entryOf: (seq: number, total: number) => `Entry ${seq} of ${total}`,
    prevSale: 'Previous sale',
    nextSale: 'Next sale',
    readOnly: 'Replay',
    soldFor: (entry: string, name: string, price: string) => `${entry}: ${name} sold for ${price}`,
  },
  organiserDesk: {
    title: 'Organiser controls',
    live: 'Live',
    paused: 'Paused',
    notLive: 'The controls work while the auction is live.',
    roomRefused: (why: string) => `The live room did not open here: ${why}`,
    pause: 'Pause',
    resume: 'Resume',
    pauseAfterLot: 'Pause after this lot',
    pausingAfterLot: 'Pausing after this lot',
    addTime: (seconds: number) => `+${seconds} s`,
    skipLot: 'Skip lot',
    undoSale: 'Undo last sale',
    end: 'End auction',
    reason: 'Reason (shown to the room)',
    reasonRequired: 'Give a reason: the room sees it and the log keeps it.',
    undoTitle: 'Undo the last sale?',
    undoText: 'The player goes back to the pool and the team gets the amount back in its purse.',
    skipTitle: 'Skip this lot?',
    skipText: 'The player on the block is marked UNSOLD and the next lot opens.',
    endTitle: 'End the auction now?',
    endText:
      'Bidding stops at once and the 10-minute reorder window starts. This cannot be undone.',
    cancel: 'Keep going',
    done: {
      pause: 'Auction paused',
      resume: 'Auction resumed',
      addTime: (seconds: number) => `Added ${seconds} s to the lot`,
      skipLot: 'Lot skipped',
      undoSale: 'Sale undone',
      end: 'Auction ended',
      pauseAfterLot: 'The auction pauses when this lot closes',
    },
    failed: 'The room refused it. Please try again.',
    saleChanged:
      'Not undone: another player was sold after this sale, so it is no longer the last one. Close this and check the last sale.',
    lotMovedOn: 'Not done: another player is up for bidding now. Nothing was changed.',
    spectatorLink: 'Spectator link',
    spectatorOn: 'Anyone with this link can watch the room, without signing in.',
    spectatorOff: 'Off. Turn it on to share a watch-only link.',
    spectatorCapacity: (n: number) => `Up to ${n} spectators at once`,
    turnOn: 'Turn on',
    turnOff: 'Turn off',
    copyLink: 'Copy link',
    linkCopied: 'Spectator link copied',
    lastSale: (name: string, team: string, price: string) =>
      `Last sale: ${name} to ${team} for ${price}`,
    noSale: 'No sale to undo yet',
  },
  spectate: {
    badge: 'Spectating',
    missingToken: 'This spectator link is incomplete',
    missingTokenText: 'Ask the organiser for the link again and open it as it is.',
    linkInvalid: 'This spectator link no longer works',
    linkInvalidText: 'The organiser turned it off or made a new one. Ask for the new link.',
    full: 'The room is full of spectators',
    fullText: 'As many people as the organiser allows are watching. Try again in a little while.',
  },
} as const);

/** A refused bid's reason (`code` of a `bidsRefused` attempt) as the room says it. */
export function refusalReasonText(code: string): string {
  const reason = auditMessages.audit.reason;
  if (code === ErrorCode.READ_ONLY) return reason.readOnly;
  if (code === ErrorCode.TOO_MANY_EVENTS) return reason.tooMany;
  if (code === 'LOT_NOT_OPEN') return reason.noLot;
  if (code === 'PAUSED') return reason.paused;
  if (code === 'OVER_MAX_BID') return reason.overMax;
  if (code === 'INVALID_AMOUNT') return reason.invalidAmount;
  return roomErrorMessage({ code, message: code.replaceAll('_', ' ').toLowerCase() });
}
