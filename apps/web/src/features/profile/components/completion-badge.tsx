import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleDashed } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { profileMessages } from '@/lib/messages/profile';

/** 'Completed' only with Aadhaar, PAN, UPI id and mobile all on file (spec 001 §5). */
export function CompletionBadge({ isCompleted }: { isCompleted: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <Badge tone={isCompleted ? 'success' : 'gold'}>
      {isCompleted ? (
        <CircleCheck aria-hidden className="size-3.5" />
      ) : (
        <CircleDashed aria-hidden className="size-3.5" />
      )}
      <span className="sr-only">{t('completionPrefix')}</span>
      {isCompleted ? profileMessages.profile.completed : profileMessages.profile.notCompleted}
    </Badge>
  );
}
