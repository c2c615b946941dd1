// The team registration form (spec 001 §5 "Team registration"), with the spec's messages.
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from '@bidxi/protocol';
import { z } from 'zod';
import { Messages } from '@/lib/messages';

/** Spec 001 §9: team icon an image of at most 5 MB. */
export const MAX_ICON_BYTES = 5 * 1024 * 1024;

const m = Messages.registration;

export const RegistrationFormSchema = z.object({
  teamName: z
    .string()
    .trim()
    // Messages as functions: read when a value fails, in the language of that moment (issue 16).
    .min(1, { error: () => m.teamNameRequired })
    .min(TEAM_NAME_MIN_LENGTH, { error: () => m.teamNameMin })
    .max(TEAM_NAME_MAX_LENGTH, { error: () => m.teamNameMax }),
  mobileNumber: z
    .string()
    .trim()
    .min(1, { error: () => m.mobileRequired })
    .regex(/^\d{10}$/, { error: () => m.mobileInvalid }),
  icon: z
    .custom<File | undefined>((v) => v === undefined || v instanceof File)
    .refine((f) => !f || f.type.startsWith('image/'), { error: () => m.notAnImage })
    .refine((f) => !f || f.size <= MAX_ICON_BYTES, { error: () => m.fileTooLarge }),
});

export type RegistrationFormValues = z.input<typeof RegistrationFormSchema>;
