import { Badge } from '@/components/ui/badge';
import type { CategorySummary } from './api';
import { categoryBadgeStyle } from './category-color';

/** The category in its own colour, with text that stays readable on it. */
export function CategoryBadge({ category }: { category: CategorySummary }) {
  return (
    <Badge style={categoryBadgeStyle(category.color)} data-testid="category-badge">
      {category.name}
    </Badge>
  );
}
