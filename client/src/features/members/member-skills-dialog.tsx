import { Award, Check, ChevronDown, Plus, ThumbsUp } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { SubmitButton } from '@/components/form';
import { LoadMore } from '@/components/load-more';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ProficiencyBadge, useUserSkills, yearsOfExperienceText } from '@/features/skills';
import { toast } from '@/hooks/use-toast';
import { relativeTime } from '@/lib/dates';
import { handleMutationError } from '@/lib/errors';
import { displayName, userInitials } from '@/lib/names';
import { cn } from '@/lib/utils';
import {
  type DirectoryMember,
  type DirectorySkill,
  useEndorsements,
  useEndorseSkill,
  useWithdrawEndorsement,
} from './api';
import { EndorsementCount } from './endorsement-count';

const COMMENT_MAX = 500;

interface MemberSkillsDialogProps {
  member: DirectoryMember;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Own card only: opens Add New Skill. */
  onAddSkill?: () => void;
}

/**
 * A member's skills: proficiency, experience, endorsements; Endorse on other members' skills.
 * Not a FormDialog: the dialog itself is a list with no submit of its own; each skill's
 * Endorse is a small form inline, saved while the dialog stays open.
 */
export function MemberSkillsDialog({ open, onOpenChange, ...rest }: MemberSkillsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <SkillsContent {...rest} /> : null}
    </Dialog>
  );
}

/** The member's own skills come from their skills route (the same list Edit Profile shows). */
function useOwnSkills(userId: string, enabled: boolean) {
  const query = useUserSkills(enabled ? userId : undefined);
  const skills: DirectorySkill[] = (query.data ?? []).map((s) => ({
    id: s.id,
    skillId: s.skillId,
    name: s.skill.name,
    category: s.skill.category,
    proficiencyLevel: s.proficiencyLevel,
    yearsOfExperience: s.yearsOfExperience,
    endorsementCount: s.endorsementCount,
    isEndorsed: s.isEndorsed,
    endorsedByMe: s.endorsedByMe,
    canEndorse: s.canEndorse,
  }));
  return { skills, isLoading: query.isLoading, isError: query.isError, refetch: query.refetch };
}

function SkillsContent({
  member,
  onAddSkill,
}: Omit<MemberSkillsDialogProps, 'open' | 'onOpenChange'>) {
  const name = displayName(member);
  // The viewer's own card (the server says so: isSelf), where nothing is endorsed.
  const isSelf = member.isSelf;
  const own = useOwnSkills(member.id, isSelf);
  // A failed fetch yields an empty list (spec §8) with the failure said above it.
  const skills = isSelf ? (own.isError ? [] : own.skills) : member.skills;

  return (
    <DialogContent
      className="max-w-2xl"
      onEscapeKeyDown={(event) => {
        // Escape in an open comment box closes the box, not the dialog.
        if ((event.target as Element | null)?.closest?.('[data-endorse-form]')) {
          event.preventDefault();
        }
      }}
    >
      <DialogHeader>
        <DialogTitle>{isSelf ? 'Your Skills' : `${name}'s Skills`}</DialogTitle>
        <DialogDescription>
          {isSelf
            ? 'What other members see on your card. Others can endorse them.'
            : 'Endorse what you have seen them do well; your name appears with it.'}
        </DialogDescription>
      </DialogHeader>

      {isSelf && own.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/40 p-3"
        >
          <p className="text-sm font-medium text-destructive-text">Failed to fetch skills</p>
          <Button type="button" size="sm" variant="outline" onClick={() => void own.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}

      {isSelf && own.isLoading ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only">Loading skills</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : skills.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
          <Award className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">No skills listed yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {isSelf
              ? 'Add skills to showcase your expertise to other members.'
              : `${name} hasn't added any skills yet.`}
          </p>
        </div>
      ) : (
        <ul className="grid gap-3" aria-label={isSelf ? 'Your skills' : `${name}'s skills`}>
          {skills.map((skill) => (
            <SkillRow key={skill.id} skill={skill} />
          ))}
        </ul>
      )}

      {isSelf && onAddSkill ? (
        <div className="flex justify-end">
          <Button type="button" onClick={onAddSkill}>
            <Plus aria-hidden="true" />
            Add Skill
          </Button>
        </div>
      ) : null}
    </DialogContent>
  );
}

function SkillRow({ skill }: { skill: DirectorySkill }) {
  const ids = useId();
  // Whether the viewer may endorse it is the server's answer: anyone's but their own.
  const canEndorse = skill.canEndorse;
  const [showEndorsers, setShowEndorsers] = useState(false);
  const [endorsing, setEndorsing] = useState(false);
  // The mutations live here, not in the form or the mark: those unmount when the refreshed
  // skill arrives, and a mutation's callbacks (the toast) need a mounted observer.
  const endorse = useEndorseSkill();
  const withdraw = useWithdrawEndorsement();
  const endorsersId = `${ids}-endorsers`;
  // Said inside the dialog too: while it is open, the toast region is outside the modal.
  const [announcement, setAnnouncement] = useState('');
  const endorseButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  // The button to focus next. Withdraw (after endorsing) and Endorse (after withdrawing)
  // only exist once the refreshed skill arrives, which may take longer than a frame, so
  // focus is moved by the render that mounts the button, not on a timer.
  const [focusNext, setFocusNext] = useState<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    if (focusNext?.current) {
      focusNext.current.focus();
      setFocusNext(null);
    }
  });
  const focusSoon = (target: RefObject<HTMLButtonElement | null>) => setFocusNext(target);

  const onEndorsed = () => {
    toast({ title: 'Skill endorsed successfully' });
    setAnnouncement('Skill endorsed successfully');
    setEndorsing(false);
    focusSoon(withdrawButton);
  };
  const onWithdrawn = () => {
    toast({ title: 'Endorsement withdrawn' });
    setAnnouncement('Endorsement withdrawn');
    focusSoon(endorseButton);
  };

  return (
    <li className="grid gap-3 rounded-lg border bg-background p-4" data-testid="member-skill">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <h3 className="font-semibold wrap-anywhere">
            {skill.name}
            {skill.category ? (
              <span className="ml-2 text-xs font-normal text-muted-foreground">
                {skill.category}
              </span>
            ) : null}
          </h3>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <ProficiencyBadge level={skill.proficiencyLevel} />
            <span className="text-sm text-muted-foreground">
              {yearsOfExperienceText(skill.yearsOfExperience)}
            </span>
            <EndorsementCount
              count={skill.endorsementCount}
              className="text-sm text-muted-foreground"
            />
          </div>
        </div>
        {canEndorse && skill.endorsedByMe ? (
          <EndorsedMark
            skill={skill}
            withdraw={withdraw}
            onWithdrawn={onWithdrawn}
            buttonRef={withdrawButton}
          />
        ) : null}
      </div>

      {canEndorse && !skill.endorsedByMe ? (
        <EndorseForm
          skill={skill}
          endorse={endorse}
          open={endorsing}
          onOpenChange={(open) => {
            setEndorsing(open);
            if (!open) focusSoon(endorseButton);
          }}
          onEndorsed={onEndorsed}
        />
      ) : null}

      {(canEndorse && !skill.endorsedByMe && !endorsing) || skill.endorsementCount > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          {canEndorse && !skill.endorsedByMe && !endorsing ? (
            <Button
              ref={endorseButton}
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setEndorsing(true)}
            >
              <ThumbsUp aria-hidden="true" />
              Endorse<span className="sr-only"> {skill.name}</span>
            </Button>
          ) : null}
          {skill.endorsementCount > 0 ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="px-2"
              aria-expanded={showEndorsers}
              aria-controls={endorsersId}
              onClick={() => setShowEndorsers((v) => !v)}
            >
              <ChevronDown
                className={cn('transition-transform', showEndorsers && 'rotate-180')}
                aria-hidden="true"
              />
              {showEndorsers ? 'Hide endorsements' : 'Who endorsed'}
              <span className="sr-only"> {skill.name}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      {skill.endorsementCount > 0 ? (
        <div id={endorsersId} hidden={!showEndorsers}>
          {showEndorsers ? <EndorserList userSkillId={skill.id} /> : null}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </li>
  );
}

/** 'Endorsed', and a withdrawal that asks once before it goes. */
function EndorsedMark({
  skill,
  withdraw,
  onWithdrawn,
  buttonRef,
}: {
  skill: DirectorySkill;
  withdraw: ReturnType<typeof useWithdrawEndorsement>;
  onWithdrawn: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const [confirming, setConfirming] = useState(false);

  if (confirming) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm">Withdraw your endorsement?</span>
        <Button
          type="button"
          size="sm"
          variant="destructive"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(skill.id, {
              onSuccess: onWithdrawn,
              onError: handleMutationError,
            })
          }
        >
          {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={withdraw.isPending}
          // The question was just asked: the safe answer is under the keyboard.
          autoFocus
          onClick={() => {
            setConfirming(false);
            requestAnimationFrame(() => buttonRef.current?.focus());
          }}
        >
          Keep
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge className="gap-1 border-gold bg-accent text-accent-foreground">
        <Check className="size-3.5" aria-hidden="true" />
        Endorsed
      </Badge>
      <Button
        ref={buttonRef}
        type="button"
        size="sm"
        variant="ghost"
        className="h-8 px-2 text-muted-foreground"
        onClick={() => setConfirming(true)}
      >
        Withdraw<span className="sr-only"> endorsement of {skill.name}</span>
      </Button>
    </div>
  );
}

/** Endorse, with an optional comment (up to 500 characters). */
function EndorseForm({
  skill,
  endorse,
  open,
  onOpenChange: setOpen,
  onEndorsed,
}: {
  skill: DirectorySkill;
  endorse: ReturnType<typeof useEndorseSkill>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onEndorsed: () => void;
}) {
  const ids = useId();
  const [comment, setComment] = useState('');
  const commentId = `${ids}-comment`;

  if (!open) return null;

  return (
    <form
      className="grid gap-2 rounded-md border bg-card p-3"
      data-endorse-form
      aria-label={`Endorse ${skill.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        endorse.mutate(
          { userSkillId: skill.id, comment },
          {
            onSuccess: () => {
              setComment('');
              onEndorsed();
            },
            onError: handleMutationError,
          },
        );
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !endorse.isPending) setOpen(false);
      }}
    >
      <Label htmlFor={commentId}>Comment (optional)</Label>
      <Textarea
        id={commentId}
        rows={2}
        className="min-h-16"
        maxLength={COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        placeholder="What have you seen them do well?"
        autoFocus
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">
          {comment.length}/{COMMENT_MAX}
        </span>
        <div className="flex gap-2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={endorse.isPending}
            onClick={() => setOpen(false)}
          >
            Cancel
          </Button>
          <SubmitButton pending={endorse.isPending} pendingLabel="Endorsing..." size="sm">
            Endorse
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

function EndorserList({ userSkillId }: { userSkillId: number }) {
  const endorsements = useEndorsements(userSkillId, true);

  if (endorsements.isLoading) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Loading endorsements</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  }
  if (endorsements.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-destructive-text">Failed to fetch endorsements</p>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void endorsements.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  const list = endorsements.data?.endorsements ?? [];
  if (list.length === 0) {
    return <p className="text-sm text-muted-foreground">No endorsements yet.</p>;
  }
  return (
    <div className="grid gap-2">
      <ul className="grid gap-3 border-l-2 border-gold/60 pl-3" aria-label="Endorsed by">
        {list.map((e) => (
          <li key={e.id} className="flex gap-3">
            <Avatar className="size-8">
              {e.endorser.profileImageUrl ? (
                <AvatarImage src={e.endorser.profileImageUrl} alt="" />
              ) : null}
              <AvatarFallback className="text-xs">{userInitials(e.endorser)}</AvatarFallback>
            </Avatar>
            <div className="grid min-w-0 gap-0.5">
              <p className="text-sm">
                <span className="font-medium">{displayName(e.endorser)}</span>
                {e.endorser.title ? (
                  <span className="text-muted-foreground"> · {e.endorser.title}</span>
                ) : null}
              </p>
              {e.comment ? (
                <p className="text-sm wrap-anywhere whitespace-pre-wrap">{e.comment}</p>
              ) : null}
              <p className="text-xs text-muted-foreground">
                <time dateTime={e.createdAt}>{relativeTime(e.createdAt)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore pages={endorsements} label="Load more endorsements" />
    </div>
  );
}
