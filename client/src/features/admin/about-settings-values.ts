import {
  type AboutPageAnswer,
  type AboutPageInput,
  type AboutPageSettings,
  STANDARD_ABOUT_SETTINGS,
} from '@shared/contracts/about';
import { MAX_ABOUT_FIGURES } from '@shared/contracts/choices';

/** The About page as its form edits it: every part filled in, the standard text where kept. */
export type AboutForm = Required<{
  [K in keyof AboutPageInput]: NonNullable<AboutPageInput[K]>;
}>;

type Defaults = AboutPageAnswer['defaults'];

const blankFigure = { value: '', label: '' };

/** Four figure rows, the figures first. */
const figureRows = (figures: readonly { value: string; label: string }[]) =>
  Array.from({ length: MAX_ABOUT_FIGURES }, (_, i) => figures[i] ?? blankFigure);

/** The form's starting point: what the admins chose, else the standard text. */
export function aboutFormValues({ settings, defaults }: AboutPageAnswer): AboutForm {
  return {
    intro: settings.intro ?? defaults.intro,
    mission: settings.mission ?? defaults.mission,
    vision: settings.vision ?? defaults.vision,
    values: settings.values ?? defaults.values,
    leaders: settings.leaders ?? defaults.leaders,
    figureMode: settings.figureMode,
    figures: figureRows(settings.figures ?? defaults.figures),
    contactEmail: settings.contactEmail ?? defaults.contactEmail,
    contactPhone: settings.contactPhone ?? defaults.contactPhone,
    contactLocation: settings.contactLocation ?? defaults.contactLocation,
  };
}

/** Every part back to the standard text (saved only when the admin saves). */
export const standardFormValues = (defaults: Defaults): AboutForm =>
  aboutFormValues({ defaults, settings: STANDARD_ABOUT_SETTINGS });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the form sends: a part left as the standard text is sent as null, so it keeps
 * following the standard text (which names the city as it is then), not a copy of today's.
 */
export function aboutSettingsOf(values: AboutPageSettings, defaults: Defaults): AboutPageSettings {
  const kept = <T>(value: T, standard: unknown) => (same(value, standard) ? null : value);
  return {
    intro: kept(values.intro, defaults.intro),
    mission: kept(values.mission, defaults.mission),
    vision: kept(values.vision, defaults.vision),
    values: kept(values.values, defaults.values),
    leaders: kept(values.leaders, defaults.leaders),
    figureMode: values.figureMode,
    figures: kept(values.figures, defaults.figures),
    contactEmail: kept(values.contactEmail, defaults.contactEmail),
    contactPhone: kept(values.contactPhone, defaults.contactPhone),
    contactLocation: kept(values.contactLocation, defaults.contactLocation),
  };
}
