// Client-side checks of a picked image before upload (the server checks the bytes again).
import { profileMessages } from '@/lib/messages/profile';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** The problem with a picked file, or null when it may be uploaded. */
export function imageProblem(file: File): string | null {
  if (file.size > MAX_IMAGE_BYTES) return profileMessages.profile.fileTooLarge;
  if (file.type && !IMAGE_ACCEPT.split(',').includes(file.type))
    return profileMessages.profile.notAnImage;
  return null;
}
