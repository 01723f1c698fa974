import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { applicationStatusLabel } from './labels';

/** Dark text on a pale fill (light mode), pale on deep (dark mode): contrast above 4.5:1. */
const STATUS_CLASSES: Record<string, string> = {
  pending:
    'border-gray-300 bg-gray-100 text-gray-800 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100',
  reviewed:
    'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
  accepted:
    'border-green-300 bg-green-100 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-200',
  declined:
    'border-red-300 bg-red-100 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
};

/** An application's status as a coloured pill. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge
      className={cn(STATUS_CLASSES[status] ?? STATUS_CLASSES.pending, className)}
      data-testid="application-status"
    >
      {applicationStatusLabel(status)}
    </Badge>
  );
}
