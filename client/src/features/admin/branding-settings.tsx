import { ACCENT_NAMES, ACCENTS, type AccentName } from '@shared/accents';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ImageUploadButton, useImageUploader } from '@/features/uploads';
import { toast } from '@/hooks/use-toast';
import { useConfig } from '@/lib/config';
import { handleMutationError } from '@/lib/errors';
import { useRemoveLogo, useSaveAccent, useSaveLogo } from './branding-settings-api';

const LOGO_NOTE = 'One image: JPEG, PNG, GIF or WebP, up to 10 MB';

/**
 * The logo: a preview as the top bar shows it, Upload / Change and Remove. Saved as soon as
 * the server has resized it (like a profile photo, decision 010): no Save for it.
 */
function LogoPart({ name, logoUrl }: { name: string; logoUrl: string | null }) {
  const ids = useId();
  const saveLogo = useSaveLogo();
  const removeLogo = useRemoveLogo();
  const uploader = useImageUploader({
    maxNumberOfFiles: 1,
    dialogLabel: 'Upload logo',
    note: LOGO_NOTE,
    onComplete: async ([file]) => {
      if (!file) return;
      try {
        await saveLogo.mutateAsync(file.uploadURL);
        toast({
          title: 'Logo saved',
          description: 'The top bar, the tab and e-mails show it now.',
        });
      } catch (error) {
        // The server's own words: an image it could not read, or too large to.
        handleMutationError(error);
      }
    },
  });

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h4 id={`${ids}-logo`} className="font-semibold">
        Logo
      </h4>
      <div
        className="surface-ink flex h-16 w-full max-w-sm items-center rounded-lg bg-ink px-4"
        role="img"
        aria-label={
          logoUrl ? `Top bar preview: the ${name} logo` : 'Top bar preview: the built-in mark'
        }
        data-testid="logo-preview"
      >
        {/* As the top bar draws it (components/logo.tsx, not imported: the frame's chunk keeps
            it); the built-in mark is the tab's own icon. */}
        <img
          src={logoUrl ?? '/favicon.svg'}
          alt=""
          className="h-9 w-auto max-w-36 shrink-0 rounded-[7px] object-contain"
          data-testid="preview-image"
        />
        <span className="ml-2 min-w-0 truncate text-lg font-bold tracking-tight text-white">
          {name}
        </span>
        {saveLogo.isPending ? <Spinner className="ml-auto size-5 text-gold" /> : null}
      </div>
      <p id={`${ids}-logo-hint`} className="max-w-prose text-sm text-muted-foreground">
        JPEG, PNG, GIF or WebP, up to 10 MB. It is resized for the top bar (up to 256 px), the
        browser tab and e-mails; a square or wide mark on a transparent background works best on the
        black bar. Saved as soon as it is uploaded.
      </p>
      <div className="flex flex-wrap gap-2">
        <ImageUploadButton
          uploader={uploader}
          saving={saveLogo.isPending}
          icon={<ImagePlus aria-hidden="true" />}
          describedBy={`${ids}-logo-hint`}
        >
          {logoUrl ? 'Change logo' : 'Upload logo'}
        </ImageUploadButton>
        {logoUrl ? (
          <Button
            type="button"
            variant="outline"
            disabled={removeLogo.isPending || saveLogo.isPending}
            onClick={() =>
              removeLogo.mutate(undefined, {
                onSuccess: () =>
                  toast({ title: 'Logo removed', description: 'The built-in mark is back.' }),
                onError: handleMutationError,
              })
            }
          >
            {removeLogo.isPending ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" />}
            Remove logo
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The accent: the presets as swatches with their names, one Save. */
function AccentPart({ saved }: { saved: AccentName }) {
  const ids = useId();
  const [accent, setAccent] = useState<AccentName>(saved);
  const save = useSaveAccent();
  // Another tab's save (a refetched configuration) shows here too, unless one is being picked.
  useEffect(() => setAccent(saved), [saved]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(accent, {
      onSuccess: () => toast({ title: 'Accent colour saved' }),
      onError: handleMutationError,
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-3">
      {/* min-w-0: a fieldset is as wide as its content by default, past a phone's width. */}
      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-1 font-semibold">Accent colour</legend>
        <p id={`${ids}-hint`} className="max-w-prose text-sm text-muted-foreground">
          Buttons, links and highlights, in the light and the dark theme. Each colour was chosen to
          stay readable in both.
        </p>
        <RadioGroup
          aria-label="Accent colour"
          aria-describedby={`${ids}-hint`}
          value={accent}
          onValueChange={(value) => setAccent(value as AccentName)}
          name="accent"
          className="grid grid-cols-2 gap-2 sm:grid-cols-3"
        >
          {ACCENT_NAMES.map((name) => {
            const preset = ACCENTS[name];
            return (
              <Label
                key={name}
                htmlFor={`${ids}-${name}`}
                className="flex cursor-pointer items-center gap-3 rounded-lg border p-3 font-normal has-[:checked]:border-foreground has-[:checked]:bg-accent"
              >
                <RadioGroupItem value={name} id={`${ids}-${name}`} />
                <span
                  aria-hidden="true"
                  className="size-6 shrink-0 rounded-full border border-foreground/20"
                  style={{ backgroundColor: preset.light.gold }}
                />
                <span>{preset.label}</span>
              </Label>
            );
          })}
        </RadioGroup>
      </fieldset>
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          {save.isPending ? 'Saving...' : 'Save accent colour'}
        </Button>
      </div>
    </form>
  );
}

/** Branding (decision 050): the community's logo and accent colour. */
export function BrandingSettings() {
  const ids = useId();
  const { config, isLoaded } = useConfig();
  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="grid max-w-2xl grid-cols-[minmax(0,1fr)] gap-6"
    >
      <h3 id={`${ids}-heading`} className="text-lg font-semibold">
        Branding
      </h3>
      {isLoaded ? (
        <>
          <LogoPart name={config.communityName} logoUrl={config.logoUrl} />
          <AccentPart saved={config.accent} />
        </>
      ) : (
        <div className="grid gap-3" aria-hidden="true">
          <Skeleton className="h-16 w-full max-w-sm" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </section>
  );
}
