import { Award, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { lazyDialog } from '@/components/lazy-dialog';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { handleMutationError } from '@/lib/errors';
import { preloadOnIntent } from '@/lib/lazy-component';
import { cn } from '@/lib/utils';
import { type MemberSkill, useRemoveUserSkill, useUserSkills } from './api';
import { yearsOfExperienceText } from './proficiency';
import { ProficiencyBadge } from './proficiency-badge';

// The form downloads when first opened, keeping zod and react-hook-form out of the first load.
const AddSkillDialog = lazyDialog(() => import('./add-skill-dialog').then((m) => m.AddSkillDialog));
const EditSkillDialog = lazyDialog(() =>
  import('./edit-skill-dialog').then((m) => m.EditSkillDialog),
);

function SkillItem({
  item,
  onEdit,
  onRemove,
}: {
  item: MemberSkill;
  onEdit: () => void;
  onRemove: () => void;
}) {
  // The server says what the viewer may do to it (canEdit, canDelete): only its owner may.
  const name = item.skill.name;
  return (
    <li
      className="flex items-start justify-between gap-3 rounded-lg border bg-background p-4"
      data-testid="skill-card"
    >
      <div className="grid min-w-0 gap-2">
        <h3 className="font-semibold wrap-anywhere">{name}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <ProficiencyBadge level={item.proficiencyLevel} />
          <span className="text-sm text-muted-foreground">
            {yearsOfExperienceText(item.yearsOfExperience)}
          </span>
        </div>
        {item.skill.category ? (
          <p className="text-xs text-muted-foreground">{item.skill.category}</p>
        ) : null}
      </div>
      {item.canEdit || item.canDelete ? (
        <div className="-mt-1 -mr-1 flex shrink-0">
          {item.canEdit ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={onEdit}
              {...preloadOnIntent(EditSkillDialog.preload)}
              aria-label={`Edit ${name}`}
              className="text-muted-foreground hover:text-foreground"
            >
              <Pencil aria-hidden="true" />
            </Button>
          ) : null}
          {item.canDelete ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={onRemove}
              aria-label={`Remove ${name}`}
              className="text-muted-foreground hover:text-destructive-text"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Skills & Expertise (spec §2): the member's skills, Add Skill, remove after confirming. */
export function SkillsCard({ userId }: { userId: string }) {
  const skills = useUserSkills(userId);
  const removeSkill = useRemoveUserSkill();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<MemberSkill | null>(null);
  const [toEdit, setToEdit] = useState<MemberSkill | null>(null);

  const list = skills.data ?? [];
  const ownedSkillIds = useMemo(() => new Set(list.map((s) => s.skillId)), [list]);

  const confirmRemove = () => {
    if (!toRemove) return;
    removeSkill.mutate(toRemove.id, {
      onSuccess: () => toast({ title: 'Skill removed successfully' }),
      onError: handleMutationError,
      onSettled: () => setToRemove(null),
    });
  };

  return (
    <Card aria-labelledby="skills-heading">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2 id="skills-heading" className="flex items-center gap-2">
              <Award className="size-5 text-gold-text" aria-hidden="true" />
              Skills &amp; Expertise
            </h2>
          </CardTitle>
          <CardDescription>What you know, how well, and for how long.</CardDescription>
        </div>
        {list.length > 0 ? (
          <Button type="button" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add Skill
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <QueryStates
          query={skills}
          loading={
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
              <span className="sr-only">Loading skills</span>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-24 w-full" />
              ))}
            </div>
          }
          error="Failed to fetch skills"
          errorClassName="py-6"
          isEmpty={list.length === 0}
          empty={
            <div className="grid justify-items-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center">
              <Award className="size-10 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">No skills added yet</p>
              <p className="max-w-sm text-sm text-muted-foreground">
                Add skills to showcase your expertise to other members.
              </p>
              <Button type="button" className="mt-2" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" />
                Add Your First Skill
              </Button>
            </div>
          }
        >
          {() => (
            <ul className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-3')} aria-label="Your skills">
              {list.map((item) => (
                <SkillItem
                  key={item.id}
                  item={item}
                  onEdit={() => setToEdit(item)}
                  onRemove={() => setToRemove(item)}
                />
              ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>

      <AddSkillDialog
        userId={userId}
        open={adding}
        onOpenChange={setAdding}
        ownedSkillIds={ownedSkillIds}
      />

      <EditSkillDialog open={toEdit !== null} skill={toEdit} onClose={() => setToEdit(null)} />

      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => {
          if (!open) setToRemove(null);
        }}
        pending={removeSkill.isPending}
        title="Remove this skill?"
        description={
          <>
            Are you sure you want to remove {toRemove?.skill.name ?? 'this skill'} from your
            profile? Its endorsements go with it.
          </>
        }
        confirmLabel="Remove"
        pendingLabel="Removing..."
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
