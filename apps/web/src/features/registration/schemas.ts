// The team registration form (spec 001 §5 "Team registration"), with the spec's messages.
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from '@bidxi/protocol';
import { z } from 'zod/mini';
import { auctionMessages } from '@/lib/messages/auctions';

/** Spec 001 §9: team icon an image of at most 5 MB. */
export const MAX_ICON_BYTES = 5 * 1024 * 1024;

const m = auctionMessages.registration;

export const RegistrationFormSchema = z.object({
  teamName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => m.teamNameRequired }),
      z.minLength(TEAM_NAME_MIN_LENGTH, { error: () => m.teamNameMin }),
      z.maxLength(TEAM_NAME_MAX_LENGTH, { error: () => m.teamNameMax }),
    ),
  mobileNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => m.mobileRequired }),
      z.regex(/^\d{10}$/, { error: () => m.mobileInvalid }),
    ),
  icon: z
    .custom<File | undefined>((v) => v === undefined || v instanceof File)
    .check(
      z.refine((f) => !f || f.type.startsWith('image/'), { error: () => m.notAnImage }),
      z.refine((f) => !f || f.size <= MAX_ICON_BYTES, { error: () => m.fileTooLarge }),
    ),
});

export type RegistrationFormValues = z.input<typeof RegistrationFormSchema>;
