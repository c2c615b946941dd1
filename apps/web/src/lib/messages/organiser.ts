// The organiser's controls and what the room is told about them: pause, resume, added
// time, an undone sale, a skipped lot, an early end; and the audit log's texts. In Hindi too.
import { translatable } from '@/lib/messages/translate';

export const organiserMessages = translatable({
  organiser: {
    paused: 'Paused by the organiser',
    resumed: 'The auction has resumed',
    timeAdded: (seconds: number) => `The organiser added ${seconds} s to this lot`,
    saleUndone: (name: string, reason: string) =>
      `The organiser undid the sale of ${name}: ${reason}. ${name} will be auctioned again.`,
    skipped: (name: string) => `The organiser skipped ${name}`,
    endedEarly: 'The organiser ended the auction',
    /**
     * What the room and the bid log say of an organiser's own event that has no text above, by event
     * type (engine organiser.ts): a new control's event is said here.
     */
    eventText: {
      pauseAfterLotAsked: 'The organiser will pause the auction after this lot',
    } as Readonly<Partial<Record<string, string>>>,
  },
} as const);
