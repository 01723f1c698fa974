import { describe, expect, it } from 'vitest';
import { ACCENT_NAMES, ACCENTS, accentStyleSheet, DEFAULT_ACCENT } from './accents';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// The theme's fixed colours (client/src/index.css), which no preset changes.
const INK = '#0b0b0b';
const INK_SOFT = '#1a1a1a';
const LIGHT = { background: '#fafaf8', card: '#ffffff', muted: '#f1f1ee', foreground: '#111111' };
const DARK = { background: '#0e0e0e', card: '#171717', muted: '#222222', foreground: '#f4f4f2' };

const TEXT = 4.5;
const UI = 3;

/** Every pairing the theme draws with the accent, and the ratio it must reach. */
function pairings(name: (typeof ACCENT_NAMES)[number]) {
  const { light, dark } = ACCENTS[name];
  return [
    // Buttons and badges: near-black text on the fill and its hover shade.
    ['ink text on the fill', INK, light.gold, TEXT],
    ['ink text on the hover fill', INK, light.goldHover, TEXT],
    // The black bars (top bar, landing page, footer): accent text and rings on ink.
    ['the fill as text on ink', light.gold, INK, TEXT],
    ['the fill as text on ink-soft', light.gold, INK_SOFT, TEXT],
    // In the dark theme the fill sits on the page itself (outlined buttons, borders).
    ['the fill on the dark background', light.gold, DARK.background, TEXT],
    ['the fill on a dark card', light.gold, DARK.card, TEXT],
    // Accent text (`text-gold-text`, links) on every light and dark surface, the tint too.
    ...Object.entries(LIGHT)
      .filter(([surface]) => surface !== 'foreground')
      .map(
        ([surface, bg]) => [`accent text on light ${surface}`, light.goldText, bg, TEXT] as const,
      ),
    ['accent text on the light tint', light.goldText, light.accent, TEXT],
    ...Object.entries(DARK)
      .filter(([surface]) => surface !== 'foreground')
      .map(([surface, bg]) => [`accent text on dark ${surface}`, dark.goldText, bg, TEXT] as const),
    ['accent text on the dark tint', dark.goldText, dark.accent, TEXT],
    // The tint behind a chosen item keeps the theme's own text readable.
    ['light foreground on the tint', LIGHT.foreground, light.accent, TEXT],
    ['dark foreground on the tint', DARK.foreground, dark.accent, TEXT],
    // Focus rings: non-text contrast against the surfaces they sit on.
    ['light ring on the background', light.ring, LIGHT.background, UI],
    ['light ring on a card', light.ring, LIGHT.card, UI],
    ['light ring on the tint', light.ring, light.accent, UI],
    ['dark ring on the background', dark.ring, DARK.background, UI],
    ['dark ring on a card', dark.ring, DARK.card, UI],
    ['the ring on ink (`surface-ink` uses the fill)', light.gold, INK, UI],
  ] as const;
}

describe('accent presets', () => {
  it.each(ACCENT_NAMES)('%s passes WCAG contrast wherever the theme uses it', (name) => {
    const failures = pairings(name)
      .map(([what, fg, bg, min]) => ({ what, ratio: contrast(fg, bg), min }))
      .filter(({ ratio, min }) => ratio < min)
      .map(({ what, ratio, min }) => `${what}: ${ratio.toFixed(2)} < ${min}`);
    expect(failures).toEqual([]);
  });

  it('the default is the theme as built: no style sheet', () => {
    expect(accentStyleSheet(DEFAULT_ACCENT)).toBe('');
  });

  it('a preset sets the light properties and the dark ones under the media query', () => {
    const sheet = accentStyleSheet('blue');
    expect(sheet).toContain(':root{--gold:#60a5fa;--gold-hover:#4b93f0;--gold-text:#1d4ed8;');
    expect(sheet).toContain('@media (prefers-color-scheme: dark){:root{--gold-text:#93c5fd;');
    // Nothing a member wrote: colours only, so the sheet is safe inside a <style> element.
    for (const accent of ACCENT_NAMES) {
      expect(accentStyleSheet(accent)).toMatch(/^[#:;{}()\w\s@-]*$/);
    }
  });
});
