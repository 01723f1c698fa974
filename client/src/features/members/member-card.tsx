import { Award, Briefcase, Building2, Handshake, Mail, Plus } from 'lucide-react';
import { type MouseEvent, useId, useMemo, useRef, useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { MemberLink } from '@/components/member-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { WebsiteLink } from '@/components/website-link';
import { loadMessageDialog } from '@/features/messages';
import { loadAddSkillDialog, proficiencyBadgeClass, proficiencyLabel } from '@/features/skills';
import { displayName } from '@/lib/names';
import type { DirectoryMember } from './api';
import { CARD_PAST_COMPANIES, CARD_SKILLS, splitForCard } from './directory-text';

// Forms download when first opened, keeping zod and react-hook-form out of the first load.
const MessageDialog = lazyDialog(loadMessageDialog);
const AddSkillDialog = lazyDialog(loadAddSkillDialog);
const MemberSkillsDialog = lazyDialog(() =>
  import('./member-skills-dialog').then((m) => m.MemberSkillsDialog),
);

interface MemberCardProps {
  member: DirectoryMember;
}

/** One member in the directory: who they are, where they've been, what they know. */
export function MemberCard({ member }: MemberCardProps) {
  const ids = useId();
  // The viewer's own card, as the server says (isSelf): You, Add Skill, no Message.
  const isSelf = member.isSelf;
  const [skillsOpen, setSkillsOpen] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  const [addSkillOpen, setAddSkillOpen] = useState(false);
  const [allCompanies, setAllCompanies] = useState(false);

  // The dialogs open from plain buttons (not Radix triggers), so the card puts focus back
  // on the button that opened them when they close.
  const opener = useRef<HTMLElement | null>(null);
  const openFrom = (open: (value: boolean) => void) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    open(true);
  };
  const closeTo = (set: (value: boolean) => void) => (open: boolean) => {
    set(open);
    if (!open) requestAnimationFrame(() => opener.current?.focus());
  };

  const name = displayName(member);
  const headingId = `${ids}-name`;
  const companies = splitForCard(member.pastCompanies, CARD_PAST_COMPANIES);
  const skills = splitForCard(member.skills, CARD_SKILLS);
  const shownCompanies = allCompanies ? (member.pastCompanies ?? []) : companies.visible;
  const ownedSkillIds = useMemo(
    () => new Set(member.skills.map((s) => s.skillId)),
    [member.skills],
  );

  return (
    <article
      aria-labelledby={headingId}
      data-testid="member-card"
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-4">
        {/* The avatar opens the profile too; the name beside it is the focusable link. */}
        <MemberLink
          member={member}
          show="avatar"
          decorative
          avatarClassName="size-14"
          fallbackClassName="text-base"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h2 id={headingId} className="text-lg leading-tight font-semibold wrap-anywhere">
              <MemberLink member={member} />
            </h2>
            {isSelf ? (
              <Badge className="border-ink bg-ink text-white dark:border-gold dark:bg-transparent dark:text-gold">
                You
              </Badge>
            ) : null}
          </div>
          {member.title ? (
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
              <Briefcase className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span className="wrap-anywhere">{member.title}</span>
            </p>
          ) : null}
          {member.company ? (
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
              <Building2 className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              <span className="wrap-anywhere">{member.company}</span>
            </p>
          ) : null}
          {member.website ? (
            <p>
              <WebsiteLink url={member.website} owner={displayName(member)} />
            </p>
          ) : null}
          {member.openToConnect ? (
            <p className="mt-1">
              <Badge
                className="gap-1 border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-200"
                data-testid="open-to-connect"
              >
                <Handshake className="size-3.5" aria-hidden="true" />
                Open to connect
              </Badge>
            </p>
          ) : null}
        </div>
      </div>

      {member.bio ? (
        <p className="line-clamp-3 text-sm wrap-anywhere whitespace-pre-line">{member.bio}</p>
      ) : null}

      {companies.visible.length > 0 ? (
        <div className="grid gap-1.5">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Past companies
          </h3>
          <ul
            className="flex flex-wrap items-center gap-1.5"
            aria-label={`${name}'s past companies`}
          >
            {shownCompanies.map((company, index) => (
              <li
                // Past companies are free text and may repeat.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is static per render
                key={`${company}-${index}`}
                className="rounded-md bg-muted px-2 py-0.5 text-xs"
                data-testid="past-company"
              >
                {company}
              </li>
            ))}
            {companies.more > 0 ? (
              <li>
                <button
                  type="button"
                  className="rounded-md px-1.5 py-0.5 text-xs font-medium text-gold-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  aria-expanded={allCompanies}
                  onClick={() => setAllCompanies((v) => !v)}
                >
                  {allCompanies ? 'Show less' : `+${companies.more} more`}
                  {allCompanies ? null : <span className="sr-only"> past companies</span>}
                </button>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}

      <div className="grid gap-1.5">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Skills
        </h3>
        {skills.visible.length > 0 ? (
          <ul className="flex flex-wrap items-center gap-1.5" aria-label={`${name}'s top skills`}>
            {skills.visible.map((skill) => (
              <li key={skill.id}>
                <Badge
                  className={proficiencyBadgeClass(skill.proficiencyLevel)}
                  data-proficiency={skill.proficiencyLevel}
                  data-testid="card-skill"
                  title={proficiencyLabel(skill.proficiencyLevel)}
                >
                  {skill.name}
                  <span className="sr-only">, {proficiencyLabel(skill.proficiencyLevel)}</span>
                </Badge>
              </li>
            ))}
            {skills.more > 0 ? (
              <li>
                <button
                  type="button"
                  className="rounded-md px-1.5 py-0.5 text-xs font-medium text-gold-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  onClick={openFrom(setSkillsOpen)}
                >
                  +{skills.more} more<span className="sr-only"> skills of {name}</span>
                </button>
              </li>
            ) : null}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No skills listed yet</p>
        )}
      </div>

      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="flex-1"
          onClick={openFrom(setSkillsOpen)}
          aria-label={`View Skills of ${name}`}
        >
          <Award aria-hidden="true" />
          View Skills
        </Button>
        {isSelf ? (
          <Button type="button" size="sm" className="flex-1" onClick={openFrom(setAddSkillOpen)}>
            <Plus aria-hidden="true" />
            Add Skill
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            className="flex-1"
            onClick={openFrom(setMessageOpen)}
            aria-label={`Message ${name}`}
          >
            <Mail aria-hidden="true" />
            Message
          </Button>
        )}
      </div>

      <MemberSkillsDialog
        member={member}
        open={skillsOpen}
        onOpenChange={closeTo(setSkillsOpen)}
        onAddSkill={
          isSelf
            ? () => {
                setSkillsOpen(false);
                setAddSkillOpen(true);
              }
            : undefined
        }
      />
      {isSelf ? (
        <AddSkillDialog
          userId={member.id}
          open={addSkillOpen}
          onOpenChange={closeTo(setAddSkillOpen)}
          ownedSkillIds={ownedSkillIds}
        />
      ) : (
        <MessageDialog
          recipient={member}
          open={messageOpen}
          onOpenChange={closeTo(setMessageOpen)}
        />
      )}
    </article>
  );
}
