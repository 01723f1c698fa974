import { DEFAULT_CATEGORY_COLOR } from '@shared/contracts/choices';

const INK = '#0b0b0b';
const WHITE = '#ffffff';

function parseHex(color: string): [number, number, number] | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * A category badge's colours: its own colour as the fill, and near-black or white text,
 * whichever contrasts more, so a light gold and a deep bronze both stay readable. A
 * colour that is not a hex value falls back to the default gold.
 */
export function categoryBadgeStyle(color: string | null | undefined) {
  const rgb = parseHex(color ?? '') ?? parseHex(DEFAULT_CATEGORY_COLOR)!;
  const fill = luminance(rgb);
  const ink = luminance(parseHex(INK)!);
  const text = contrast(fill, ink) >= contrast(fill, 1) ? INK : WHITE;
  const [r, g, b] = rgb;
  return { backgroundColor: `rgb(${r} ${g} ${b})`, color: text, borderColor: 'transparent' };
}
