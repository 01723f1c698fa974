import { skillNameSchema } from '@shared/contracts/community';
import { Combine, Pencil, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField } from '@/components/fields/text-field';
import { ListCount } from '@/components/list-count';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { counted } from '@/lib/counted';
import { AddNameForm } from './add-name-form';
import { MergeSkillDialog } from './merge-skill-dialog';
import { NameDialog } from './name-dialog';
import {
  type AdminSkill,
  SKILLS_FAILED,
  useAddSkill,
  useRenameSkill,
  useSkillCatalog,
} from './skill-catalog-api';

function AddSkillForm() {
  return (
    <AddNameForm
      schema={skillNameSchema}
      mutation={useAddSkill()}
      label="New skill"
      submitLabel="Add skill"
      addedTitle="Skill added"
    />
  );
}

function RenameSkill({ skill, onClose }: { skill: AdminSkill; onClose: () => void }) {
  const rename = useRenameSkill(skill.id);
  return (
    <NameDialog
      title="Rename skill"
      description={`Members holding ${skill.name} keep it, and its endorsements, under the new name.`}
      current={skill.name}
      mutation={rename}
      onDone={() => {
        toast({ title: 'Skill renamed' });
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** The skill catalog (decision 023): add, rename, and merge two skills keeping endorsements. */
export function SkillsSettings() {
  const ids = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 250);
  const list = useSkillCatalog(query);
  const skills = list.data?.skills ?? [];
  const total = list.data?.total ?? skills.length;
  const [renaming, setRenaming] = useState<AdminSkill | null>(null);
  const [merging, setMerging] = useState<AdminSkill | null>(null);

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid max-w-3xl gap-4">
      <h3 id={`${ids}-heading`} className="text-lg font-semibold">
        Skills
      </h3>
      <AddSkillForm />
      <search aria-label="Search skills">
        <TextField
          id={`${ids}-search`}
          label="Search skills"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </search>
      <ListCount text={list.isSuccess ? counted(total, 'skill', 'skills') : null} />
      <QueryStates
        query={list}
        loading={<ListSkeleton />}
        error={SKILLS_FAILED}
        isEmpty={skills.length === 0}
        empty={
          <EmptyState
            icon={<Sparkles className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="No skills found"
            text={query ? 'Try another search.' : 'Add the first one above.'}
          />
        }
      >
        {() => (
          <>
            <ul className="grid gap-2" aria-label="Skills">
              {skills.map((skill) => (
                <li
                  key={skill.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-card p-3"
                >
                  <div className="flex min-w-0 flex-1 basis-48 flex-wrap items-baseline gap-x-2.5">
                    <span className="min-w-0 font-medium wrap-anywhere">{skill.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {counted(skill.memberCount, 'member', 'members')}
                    </span>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Rename ${skill.name}`}
                      onClick={() => setRenaming(skill)}
                    >
                      <Pencil aria-hidden="true" />
                      Rename
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Merge ${skill.name} into another skill`}
                      onClick={() => setMerging(skill)}
                    >
                      <Combine aria-hidden="true" />
                      Merge
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <LoadMore pages={list} label="Load more skills" />
          </>
        )}
      </QueryStates>
      {renaming ? <RenameSkill skill={renaming} onClose={() => setRenaming(null)} /> : null}
      {merging ? <MergeSkillDialog skill={merging} onClose={() => setMerging(null)} /> : null}
    </section>
  );
}
