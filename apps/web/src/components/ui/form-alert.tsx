import { CircleAlert } from 'lucide-react';

/** The one validation message of a form (spec forms show a single message at a time). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-700"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
