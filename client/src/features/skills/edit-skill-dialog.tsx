import { userSkillEditSchema } from '@shared/contracts/skills';
import { FormDialog } from '@/components/form-dialog';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import { type MemberSkill, useEditUserSkill } from './api';
import { asProficiencyLevel } from './proficiency';
import { SkillLevelFields } from './skill-level-fields';

interface EditSkillDialogProps {
  open: boolean;
  /** The member's skill to edit. */
  skill: MemberSkill | null;
  onClose: () => void;
}

/**
 * Edit Skill (issue 19): the level and years of one of the member's own skills, by the
 * rules of Add New Skill. The skill stays the same row, so its endorsements stay with it.
 */
export function EditSkillDialog({ open, skill, onClose }: EditSkillDialogProps) {
  // Mounted per opening, so each one starts from the skill as it is now.
  return open && skill ? <EditSkillForm key={skill.id} skill={skill} onClose={onClose} /> : null;
}

function EditSkillForm({ skill, onClose }: { skill: MemberSkill; onClose: () => void }) {
  const edit = useEditUserSkill(skill.id);
  const { form, dialog } = useMutationForm({
    schema: userSkillEditSchema,
    defaultValues: {
      proficiencyLevel: asProficiencyLevel(skill.proficiencyLevel),
      yearsOfExperience: skill.yearsOfExperience,
    },
    mutation: edit,
    // An edit starts from the skill as saved, never from an old draft.
    draftKey: null,
    onSuccess: () => {
      toast({ title: 'Skill updated successfully' });
      onClose();
    },
    onDismiss: onClose,
  });

  return (
    <FormDialog
      title={`Edit ${skill.skill.name}`}
      description="Change how well you know this skill and for how long. Its endorsements stay."
      {...dialog}
      pendingLabel="Saving..."
      submitLabel="Save Changes"
    >
      <SkillLevelFields control={form.control} />
    </FormDialog>
  );
}
