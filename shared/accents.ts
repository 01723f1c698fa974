// The accent colour presets (decision 050): the admins pick one by name, never a colour of
// their own, so every pairing the theme makes was checked for contrast here
// (`shared/accents.test.ts`). Each preset gives the values of the CSS custom properties
// client/src/index.css defines for its gold, in the light and the dark theme. Plain data.

/** The properties a preset sets on the document root (`--gold` is `bg-gold`, `text-gold`, …). */
export interface AccentTheme {
  /** Fills (with near-black text), borders, and text on the black `surface-ink` bars. */
  gold: string;
  /** The fill's hover shade, still under near-black text. */
  goldHover: string;
  /** Text and links in the accent on the page's own background (`text-gold-text`). */
  goldText: string;
  /** The pale tint behind a chosen item (`bg-accent`), under the theme's foreground. */
  accent: string;
  /** The focus ring on the page's background. */
  ring: string;
}

export interface AccentPreset {
  label: string;
  light: AccentTheme;
  /** The dark theme (`prefers-color-scheme: dark`); `gold` and `goldHover` are the light's. */
  dark: Pick<AccentTheme, 'goldText' | 'accent' | 'ring'>;
}

export const ACCENT_NAMES = ['gold', 'blue', 'green', 'teal', 'red', 'purple'] as const;
export type AccentName = (typeof ACCENT_NAMES)[number];

/** Today's gold: what a community that never chose shows. */
export const DEFAULT_ACCENT: AccentName = 'gold';

export const ACCENTS: Record<AccentName, AccentPreset> = {
  // The values of client/src/index.css, unchanged.
  gold: {
    label: 'Gold',
    light: {
      gold: '#d4af37',
      goldHover: '#c09a25',
      goldText: '#7a5a00',
      accent: '#f6efd8',
      ring: '#8a6a10',
    },
    dark: { goldText: '#e2c25a', accent: '#2a2410', ring: '#d4af37' },
  },
  blue: {
    label: 'Blue',
    light: {
      gold: '#60a5fa',
      goldHover: '#4b93f0',
      goldText: '#1d4ed8',
      accent: '#e3edfc',
      ring: '#1d4ed8',
    },
    dark: { goldText: '#93c5fd', accent: '#14213a', ring: '#60a5fa' },
  },
  green: {
    label: 'Green',
    light: {
      gold: '#4ade80',
      goldHover: '#2fcf6a',
      goldText: '#166534',
      accent: '#e2f6e8',
      ring: '#15803d',
    },
    dark: { goldText: '#86efac', accent: '#10261a', ring: '#4ade80' },
  },
  teal: {
    label: 'Teal',
    light: {
      gold: '#2dd4bf',
      goldHover: '#1fbfab',
      goldText: '#0f6b64',
      accent: '#dcf4f0',
      ring: '#0f766e',
    },
    dark: { goldText: '#5eead4', accent: '#0e2623', ring: '#2dd4bf' },
  },
  red: {
    label: 'Red',
    light: {
      gold: '#f87171',
      goldHover: '#f25a5a',
      goldText: '#b91c1c',
      accent: '#fde7e7',
      ring: '#b91c1c',
    },
    dark: { goldText: '#fca5a5', accent: '#2e1414', ring: '#f87171' },
  },
  purple: {
    label: 'Purple',
    light: {
      gold: '#c084fc',
      goldHover: '#b26ef8',
      goldText: '#7e22ce',
      accent: '#f1e7fd',
      ring: '#7e22ce',
    },
    dark: { goldText: '#d8b4fe', accent: '#231636', ring: '#c084fc' },
  },
};

export const isAccentName = (value: unknown): value is AccentName =>
  typeof value === 'string' && (ACCENT_NAMES as readonly string[]).includes(value);

const PROPERTIES: Record<keyof AccentTheme, string> = {
  gold: '--gold',
  goldHover: '--gold-hover',
  goldText: '--gold-text',
  accent: '--accent',
  ring: '--ring',
};

const declarations = (theme: Partial<AccentTheme>) =>
  (Object.keys(theme) as (keyof AccentTheme)[])
    .map((key) => `${PROPERTIES[key]}:${theme[key]}`)
    .join(';');

/**
 * The preset as a style sheet over the theme's own (`client/src/index.css`): the server puts
 * it in the page's head, the client swaps it when the accent changes. '' for the default.
 */
export function accentStyleSheet(name: AccentName): string {
  if (name === DEFAULT_ACCENT) return '';
  const { light, dark } = ACCENTS[name];
  return `:root{${declarations(light)}}@media (prefers-color-scheme: dark){:root{${declarations(dark)}}}`;
}
