import { type AboutPageAnswer, aboutPageSchema, FIGURE_MODES } from '@shared/contracts/about';
import { MAX_ABOUT_FIGURES } from '@shared/contracts/choices';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { FormTextAreaField, FormTextField } from '@/components/fields/form-fields';
import { SubmitButton } from '@/components/form';
import { QueryStates } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { useMutationForm } from '@/components/use-mutation-form';
import { toast } from '@/hooks/use-toast';
import {
  ABOUT_SETTINGS_FAILED,
  useAboutSettings,
  useSaveAboutSettings,
} from './about-settings-api';
import { LeadersFields, ValuesFields } from './about-settings-lists';
import { aboutFormValues, aboutSettingsOf, standardFormValues } from './about-settings-values';

const MARKDOWN_HINT = 'Markdown works here: **bold**, *italic*, lists and links.';
const LEAVE_OUT = 'Leave empty to leave it off the page.';

const FIGURE_CHOICES: Record<(typeof FIGURE_MODES)[number], { label: string; hint: string }> = {
  written: { label: 'Written figures', hint: 'Up to four numbers of your own, as you write them.' },
  live: {
    label: 'Live counts',
    hint: 'Active members, events hosted, open jobs and resources shared, counted as members open the page.',
  },
};

function FiguresFields({ form }: { form: ReturnType<typeof useAboutForm>['form'] }) {
  const ids = useId();
  const mode = useWatch({ control: form.control, name: 'figureMode' });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-semibold">Figures</legend>
      <Controller
        control={form.control}
        name="figureMode"
        render={({ field }) => (
          <RadioGroup
            aria-label="Figures"
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            ref={field.ref}
            className="grid gap-3 sm:grid-cols-2"
          >
            {FIGURE_MODES.map((value) => (
              <div key={value} className="flex items-start gap-3 rounded-lg border p-3">
                <RadioGroupItem
                  value={value}
                  id={`${ids}-${value}`}
                  aria-describedby={`${ids}-${value}-hint`}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={`${ids}-${value}`}>{FIGURE_CHOICES[value].label}</Label>
                  <p id={`${ids}-${value}-hint`} className="text-sm text-muted-foreground">
                    {FIGURE_CHOICES[value].hint}
                  </p>
                </div>
              </div>
            ))}
          </RadioGroup>
        )}
      />
      {mode === 'written' ? (
        <>
          <p className="text-sm text-muted-foreground">
            Each a number and what it counts. Leave them all empty to leave the figures off the
            page.
          </p>
          {Array.from({ length: MAX_ABOUT_FIGURES }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed places, not items.
            <div key={i} className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-3">
              <FormTextField
                control={form.control}
                name={`figures.${i}.value`}
                label={`Figure ${i + 1} number`}
                maxLength={12}
              />
              <FormTextField
                control={form.control}
                name={`figures.${i}.label`}
                label={`Figure ${i + 1} label`}
                maxLength={40}
              />
            </div>
          ))}
        </>
      ) : null}
    </fieldset>
  );
}

function useAboutForm(saved: AboutPageAnswer) {
  const save = useSaveAboutSettings();
  const mutationForm = useMutationForm({
    schema: aboutPageSchema,
    defaultValues: aboutFormValues(saved),
    mutation: save,
    toVariables: (values) => aboutSettingsOf(values, saved.defaults),
    draftKey: null,
    onSuccess: (answer) => {
      mutationForm.form.reset(aboutFormValues(answer));
      toast({ title: 'About page saved' });
    },
  });
  return mutationForm;
}

function AboutSettingsForm({ saved }: { saved: AboutPageAnswer }) {
  const { form, onSubmit, pending } = useAboutForm(saved);
  const text = (name: 'intro' | 'mission' | 'vision', label: string, hint: string) => (
    <FormTextAreaField
      control={form.control}
      name={name}
      label={label}
      hint={hint}
      rows={name === 'intro' ? 2 : 4}
      maxLength={name === 'intro' ? 1000 : 2000}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-6">
      {text(
        'intro',
        'Opening lines',
        `Under the page's title, and on the landing page. ${LEAVE_OUT}`,
      )}
      {text('mission', 'Our Mission', `${MARKDOWN_HINT} ${LEAVE_OUT}`)}
      {text('vision', 'Our Vision', `${MARKDOWN_HINT} ${LEAVE_OUT}`)}
      <ValuesFields form={form} />
      <LeadersFields form={form} />
      <FiguresFields form={form} />
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold">Get In Touch</legend>
        <p className="text-sm text-muted-foreground">{LEAVE_OUT.replace('it', 'a field')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormTextField
            control={form.control}
            name="contactEmail"
            label="Contact e-mail"
            type="email"
            autoComplete="off"
            maxLength={320}
          />
          <FormTextField
            control={form.control}
            name="contactPhone"
            label="Contact phone"
            type="tel"
            autoComplete="off"
            maxLength={40}
          />
        </div>
        <FormTextField
          control={form.control}
          name="contactLocation"
          label="Location"
          maxLength={200}
        />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingLabel="Saving...">
          Save About page
        </SubmitButton>
        <Button
          type="button"
          variant="outline"
          onClick={() => form.reset(standardFormValues(saved.defaults))}
        >
          Use the standard texts
        </Button>
      </div>
    </form>
  );
}

/**
 * The About page as the admins make it (decision 049): every part starts from the standard
 * text and can be rewritten or left out; one save for the page.
 */
export function AboutSettings() {
  const ids = useId();
  const settings = useAboutSettings();
  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id={`${ids}-heading`} className="text-lg font-semibold">
          About page
        </h3>
        <p className="text-sm text-muted-foreground">
          What members read on the{' '}
          <Link href="/about" className="font-medium text-gold-text underline underline-offset-2">
            About page
          </Link>
          . Each part starts from the standard text.
        </p>
      </div>
      <QueryStates
        query={settings}
        loading={
          <div className="grid max-w-2xl gap-3" aria-hidden="true">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        }
        error={ABOUT_SETTINGS_FAILED}
      >
        {() => (settings.data ? <AboutSettingsForm saved={settings.data} /> : null)}
      </QueryStates>
    </section>
  );
}
