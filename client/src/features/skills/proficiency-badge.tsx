import { Badge } from '@/components/ui/badge';
import { proficiencyBadgeClass, proficiencyLabel } from './proficiency';

/**
 * A skill's level as a coloured badge (spec §4), wherever a skill is listed with its level
 * spelt out; `data-proficiency` lets tests read the level without reading the colour.
 */
export function ProficiencyBadge({ level }: { level: string }) {
  return (
    <Badge className={proficiencyBadgeClass(level)} data-proficiency={level}>
      {proficiencyLabel(level)}
    </Badge>
  );
}
