import {
  ANSWER_KINDS,
  type AnswerKind,
  MAX_APPLICATION_QUESTIONS,
  QUESTION_HINT_MAX,
  QUESTION_MAX,
} from '@shared/contracts/application-answers';
import {
  type ApplicationQuestion,
  applicationQuestionsSchema,
  newQuestionId,
} from '@shared/contracts/application-questions';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { TextField } from '@/components/fields/text-field';
import { SubmitButton } from '@/components/form';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { errorIssues, handleMutationError } from '@/lib/errors';
import {
  APPLICATION_QUESTIONS_FAILED,
  useApplicationQuestionSettings,
  useSaveApplicationQuestions,
} from './application-questions-api';

/** A question as the form holds it: the hint as typed ('' for none). */
interface Draft {
  id: string;
  question: string;
  hint: string;
  kind: AnswerKind;
  required: boolean;
}

const KIND_LABELS: Record<AnswerKind, string> = {
  short: 'Short answer (one line)',
  long: 'Long answer (a paragraph)',
};

const draftOf = (q: ApplicationQuestion): Draft => ({ ...q, hint: q.hint ?? '' });
const blank = (): Draft => ({
  id: newQuestionId(),
  question: '',
  hint: '',
  kind: 'short',
  required: false,
});

/** Each error by its path inside the list (`0.question`). */
type Errors = Record<string, string>;

function QuestionEntry({
  draft,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
  moveRefs,
}: {
  draft: Draft;
  index: number;
  count: number;
  errors: Errors;
  onChange: (patch: Partial<Draft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  moveRefs: (id: string, by: -1 | 1, el: HTMLButtonElement | null) => void;
}) {
  const ids = useId();
  const legend = `Question ${index + 1}`;
  const error = (field: string) => errors[`${index}.${field}`];
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <TextField
        id={`${ids}-question`}
        label="Question"
        maxLength={QUESTION_MAX}
        value={draft.question}
        error={error('question') ?? error('id')}
        onChange={(e) => onChange({ question: e.target.value })}
      />
      <TextField
        id={`${ids}-hint`}
        label="Hint (optional)"
        hint="Shown under the question."
        maxLength={QUESTION_HINT_MAX}
        value={draft.hint}
        error={error('hint')}
        onChange={(e) => onChange({ hint: e.target.value })}
      />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium">Answer</legend>
        {ANSWER_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${ids}-kind`}
              value={kind}
              checked={draft.kind === kind}
              onChange={() => onChange({ kind })}
              className="size-4 accent-foreground"
            />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.required}
          onChange={(e) => onChange({ required: e.target.checked })}
          className="size-4 accent-foreground"
        />
        Required
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          ref={(el) => moveRefs(draft.id, -1, el)}
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={`Move ${legend} up`}
        >
          <ArrowUp aria-hidden="true" />
          Up
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          ref={(el) => moveRefs(draft.id, 1, el)}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={`Move ${legend} down`}
        >
          <ArrowDown aria-hidden="true" />
          Down
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${legend}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

function QuestionsForm({ saved }: { saved: ApplicationQuestion[] }) {
  const ids = useId();
  const save = useSaveApplicationQuestions();
  const [drafts, setDrafts] = useState<Draft[]>(() => saved.map(draftOf));
  const [errors, setErrors] = useState<Errors>({});
  const [listError, setListError] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);

  const moveRefs = (id: string, by: -1 | 1, el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${id}:${by}`, el);
    else buttons.current.delete(`${id}:${by}`);
  };
  const update = (index: number, patch: Partial<Draft>) =>
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= drafts.length) return;
    const moved = drafts[index];
    const next = [...drafts];
    next[index] = drafts[to];
    next[to] = moved;
    setDrafts(next);
    setErrors({});
    // The focus follows the question; at an end of the list, to its other move button.
    const atEnd = by === -1 ? to === 0 : to === next.length - 1;
    requestAnimationFrame(() => buttons.current.get(`${moved.id}:${atEnd ? -by : by}`)?.focus());
  };
  const remove = (index: number) => {
    setDrafts((all) => all.filter((_, i) => i !== index));
    setErrors({});
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const add = () => setDrafts((all) => [...all, blank()]);

  const showIssues = (issues: { path: string; message: string }[]) => {
    const found: Errors = {};
    let list: string | null = null;
    for (const issue of issues) {
      const path = issue.path.replace(/^questions\.?/, '');
      if (path === '') list = issue.message;
      else found[path] ??= issue.message;
    }
    setErrors(found);
    setListError(list);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      questions: drafts.map((d) => ({ ...d, hint: d.hint.trim() ? d.hint : null })),
    };
    const parsed = applicationQuestionsSchema.safeParse(body);
    if (!parsed.success) {
      showIssues(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      return;
    }
    showIssues([]);
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setDrafts(answer.questions.map(draftOf));
        toast({ title: 'Application questions saved' });
      },
      onError: (error) => {
        showIssues(errorIssues(error));
        handleMutationError(error);
      },
    });
  };

  const full = drafts.length >= MAX_APPLICATION_QUESTIONS;
  return (
    <form noValidate onSubmit={submit} className="grid max-w-2xl gap-4">
      <p id={`${ids}-about`} className="text-sm text-muted-foreground">
        Asked after company, title, website and why they want to join, in this order, when people
        apply. Up to {MAX_APPLICATION_QUESTIONS}. An application keeps each question as it was
        asked.
      </p>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {listError}
        </p>
      ) : null}
      {drafts.length === 0 ? (
        <p className="text-sm">No questions of your own yet.</p>
      ) : (
        drafts.map((draft, i) => (
          <QuestionEntry
            key={draft.id}
            draft={draft}
            index={i}
            count={drafts.length}
            errors={errors}
            onChange={(patch) => update(i, patch)}
            onMove={(by) => move(i, by)}
            onRemove={() => remove(i)}
            moveRefs={moveRefs}
          />
        ))
      )}
      <div className="flex flex-wrap gap-2">
        {full ? (
          <p className="text-sm text-muted-foreground">
            That is {MAX_APPLICATION_QUESTIONS} questions, the most an application asks.
          </p>
        ) : (
          <Button type="button" variant="outline" onClick={add} ref={addButton}>
            <Plus aria-hidden="true" />
            Add a question
          </Button>
        )}
      </div>
      <div>
        <SubmitButton pending={save.isPending} pendingLabel="Saving...">
          Save questions
        </SubmitButton>
      </div>
    </form>
  );
}

/** The admins' own application questions (issue 36, decision 052): one save for the list. */
export function ApplicationQuestionsSettings() {
  const ids = useId();
  const settings = useApplicationQuestionSettings();
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h3 id={`${ids}-heading`} className="text-lg font-semibold">
        Application questions
      </h3>
      <QueryStates
        query={settings}
        loading={<Skeleton className="h-32 w-full max-w-2xl" />}
        error={APPLICATION_QUESTIONS_FAILED}
      >
        {() => (settings.data ? <QuestionsForm saved={settings.data.questions} /> : null)}
      </QueryStates>
    </section>
  );
}
