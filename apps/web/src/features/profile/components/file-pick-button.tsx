import { clsx } from 'clsx';
import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { IMAGE_ACCEPT, imageProblem } from '@/features/profile/utils/pick-image';

/** A button that opens the file chooser for one image; refuses files over 5 MB with the spec's text. */
export function FilePickButton({
  label,
  visibleLabel,
  onPick,
  className,
  variant = 'secondary',
}: {
  /** Accessible name, e.g. 'Choose Aadhaar image'. */
  label: string;
  /** Shorter visible text when the label is long (e.g. 'Choose image'); the label stays the name. */
  visibleLabel?: string;
  onPick: (file: File) => void;
  className?: string;
  variant?: 'secondary' | 'primary' | 'on-dark';
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={label}
        className="peer sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = ''; // picking the same file again still fires a change
          if (!file) return;
          const problem = imageProblem(file);
          if (problem) notify.error(problem);
          else onPick(file);
        }}
      />
      <label
        htmlFor={id}
        className={clsx(
          buttonClasses({ variant, size: 'sm' }),
          'cursor-pointer px-2 whitespace-nowrap peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring)',
          className,
        )}
      >
        <ImagePlus aria-hidden className="size-4 shrink-0" />
        {visibleLabel ?? label}
      </label>
    </>
  );
}
