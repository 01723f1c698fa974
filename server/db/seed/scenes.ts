import sharp from 'sharp';

/**
 * Photograph-like pictures for the demo, drawn as SVG and finished like a camera would:
 * a softer background (depth of field), sensor noise, a vignette and a colour cast.
 * Everything comes from the `random` passed in, so the same seed makes the same pictures.
 */

type Random = () => number;

export type SceneKind = 'skyline' | 'mixer' | 'stage' | 'panel' | 'boardroom' | 'bayou';

const between = (r: Random, a: number, b: number) => a + r() * (b - a);
const pickOf = <T>(r: Random, list: readonly T[]) => list[Math.floor(r() * list.length)];
const f = (n: number) => n.toFixed(1);

function hexToRgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
/** `hex` scaled by `k` (below 1 darker) and mixed `m` of the way towards `towards`. */
function tone(hex: string, k: number, towards = '#000000', m = 0) {
  const a = hexToRgb(hex);
  const b = hexToRgb(towards);
  const c = a.map((v, i) => Math.round(Math.min(255, Math.max(0, v * k * (1 - m) + b[i] * m))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const SKIN = [
  '#F1C9A5',
  '#E0AC83',
  '#C68863',
  '#A86B48',
  '#8D5524',
  '#6B3F22',
  '#F5D6BC',
  '#D9A07A',
];
export const HAIR = [
  '#1B1410',
  '#2E1F15',
  '#4A3222',
  '#6F4A2E',
  '#A57A4A',
  '#C9A66B',
  '#8A8A8A',
  '#D8D2C8',
  '#121212',
];
const CLOTHES = [
  '#1F2A44',
  '#2B2B2B',
  '#5A6B7D',
  '#7A1F2B',
  '#E8E4DA',
  '#3E5641',
  '#8C6A4F',
  '#274C77',
  '#B0A18F',
  '#4B3F72',
  '#FFFFFF',
  '#9B2C2C',
  '#D8C3A5',
  '#34495E',
];

interface Look {
  skin: string;
  hair: string;
  top: string;
  style: number;
  /** 0 jacket over a shirt, 1 crew-neck sweater, 2 open collar. */
  garment: number;
  shirt: string;
}

const randomLook = (r: Random): Look => ({
  skin: pickOf(r, SKIN),
  hair: pickOf(r, HAIR),
  top: pickOf(r, CLOTHES),
  style: Math.floor(r() * 5),
  garment: Math.floor(r() * 3),
  shirt: pickOf(r, ['#F4F4F2', '#DCE6F0', '#F2E8DA', '#FFFFFF']),
});

let clipIds = 0;

/**
 * A person from the waist up: the neck's base at (x, y), head height 2s. `light` (0–1)
 * scales the colours for the scene's lighting; `back` draws them facing away; `side`
 * is where the key light comes from (-1 left, 1 right).
 */
function person(
  x: number,
  y: number,
  s: number,
  look: Look,
  light: number,
  back = false,
  side = -1,
) {
  const id = `h${clipIds++}`;
  const skin = tone(look.skin, light);
  const hair = tone(look.hair, light);
  const top = tone(look.top, light);
  const W = 2.35 * s;
  const P = (dx: number, dy: number) => `${f(x + dx * s)},${f(y + dy * s)}`;
  const body = `M${P(-0.5, -0.05)} C${P(-1.3, 0.05)} ${f(x - W)},${f(y + 0.25 * s)} ${f(x - W)},${f(y + 1.7 * s)} L${f(x - W * 0.97)},${f(y + 14 * s)} L${f(x + W * 0.97)},${f(y + 14 * s)} L${f(x + W)},${f(y + 1.7 * s)} C${f(x + W)},${f(y + 0.25 * s)} ${P(1.3, 0.05)} ${P(0.5, -0.05)} Z`;
  const hy = y - 1.5 * s; // centre of the head
  const shade = side < 0 ? 'url(#shadeL)' : 'url(#shadeR)';
  let out = '<g>';
  // Long hair falls behind the shoulders.
  if (look.style === 1 || look.style === 4) {
    const len = look.style === 1 ? 1.6 : 0.2;
    out += `<path d="M${P(-0.95, -1.5)} Q${P(-1.05, -2.7)} ${P(0, -2.65)} Q${P(1.05, -2.7)} ${P(0.95, -1.5)} L${P(1.0, len)} L${P(-1.0, len)} Z" fill="${tone(look.hair, light * 0.85)}"/>`;
  }
  out += `<path d="${body}" fill="${top}"/>`;
  if (!back) {
    if (look.garment === 0) {
      out += `<path d="M${P(-0.6, 0)} L${P(0.6, 0)} L${P(0, 2.6)} Z" fill="${tone(look.shirt, light)}"/>`;
      out += `<path d="M${P(-0.6, 0)} L${P(0, 2.6)} L${P(-0.25, 4.5)} L${P(-1.0, 0.2)} Z" fill="${tone(look.top, light * 0.8)}"/><path d="M${P(0.6, 0)} L${P(0, 2.6)} L${P(0.25, 4.5)} L${P(1.0, 0.2)} Z" fill="${tone(look.top, light * 0.8)}"/>`;
    } else if (look.garment === 2) {
      out += `<path d="M${P(-0.5, 0)} L${P(0.5, 0)} L${P(0, 1.4)} Z" fill="${tone(look.skin, light * 0.9)}"/>`;
    } else {
      out += `<ellipse cx="${f(x)}" cy="${f(y + 0.05 * s)}" rx="${f(0.62 * s)}" ry="${f(0.3 * s)}" fill="${tone(look.top, light * 0.75)}"/>`;
    }
  }
  // Arms against the body, then light and shadow across it.
  out += `<path d="M${P(-1.85, 1.6)} Q${P(-1.75, 5)} ${P(-1.8, 9)}" stroke="${tone(look.top, light * 0.6)}" stroke-width="${f(0.09 * s)}" fill="none" opacity="0.6"/><path d="M${P(1.85, 1.6)} Q${P(1.75, 5)} ${P(1.8, 9)}" stroke="${tone(look.top, light * 0.6)}" stroke-width="${f(0.09 * s)}" fill="none" opacity="0.6"/>`;
  out += `<path d="${body}" fill="${shade}"/>`;
  // Neck, ears, head.
  out += `<path d="M${P(-0.36, -0.9)} L${P(-0.4, 0.05)} Q${P(0, 0.35)} ${P(0.4, 0.05)} L${P(0.36, -0.9)} Z" fill="${tone(look.skin, light * 0.8)}"/>`;
  out += `<ellipse cx="${f(x - 0.8 * s)}" cy="${f(hy + 0.05 * s)}" rx="${f(0.13 * s)}" ry="${f(0.22 * s)}" fill="${tone(look.skin, light * 0.9)}"/><ellipse cx="${f(x + 0.8 * s)}" cy="${f(hy + 0.05 * s)}" rx="${f(0.13 * s)}" ry="${f(0.22 * s)}" fill="${tone(look.skin, light * 0.9)}"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(hy)}" rx="${f(0.8 * s)}" ry="${f(s)}" fill="${back ? hair : skin}"/>`;
  if (!back)
    out += `<ellipse cx="${f(x)}" cy="${f(hy)}" rx="${f(0.8 * s)}" ry="${f(s)}" fill="url(#face)"/>`;
  // Hair on top: the head's outline a little larger, kept above a hairline.
  const line = { 0: -0.45, 1: -0.5, 2: -0.5, 3: -0.7, 4: -0.4 }[look.style] ?? -0.45;
  out += `<clipPath id="${id}"><rect x="${f(x - 2 * s)}" y="${f(hy - 2 * s)}" width="${f(4 * s)}" height="${f((2 + line) * s)}"/><ellipse cx="${f(x + (side < 0 ? 0.55 : -0.55) * s)}" cy="${f(hy + line * s)}" rx="${f(0.45 * s)}" ry="${f(0.2 * s)}"/></clipPath>`;
  out += `<ellipse cx="${f(x)}" cy="${f(hy - 0.06 * s)}" rx="${f(0.87 * s)}" ry="${f(1.07 * s)}" fill="${hair}" clip-path="url(#${id})" opacity="${look.style === 3 ? 0.75 : 1}"/>`;
  if (look.style === 2)
    out += `<circle cx="${f(x)}" cy="${f(hy - 1.05 * s)}" r="${f(0.38 * s)}" fill="${hair}"/>`;
  if (look.style === 1 || look.style === 4) {
    out += `<path d="M${P(-0.86, -1.9)} Q${P(-0.95, -1.2)} ${P(-0.85, look.style === 1 ? 0.4 : -0.6)} L${P(-0.65, -0.9)} Q${P(-0.7, -1.6)} ${P(-0.5, -2.1)} Z" fill="${hair}"/><path d="M${P(0.86, -1.9)} Q${P(0.95, -1.2)} ${P(0.85, look.style === 1 ? 0.4 : -0.6)} L${P(0.65, -0.9)} Q${P(0.7, -1.6)} ${P(0.5, -2.1)} Z" fill="${hair}"/>`;
  }
  return `${out}</g>`;
}

/** Rows of people seen from behind or in the dark: the audience of a talk or a mixer crowd. */
function crowd(
  r: Random,
  w: number,
  h: number,
  rows: number,
  light: number,
  backs: number,
  top = 0.62,
) {
  let out = '';
  for (let row = 0; row < rows; row++) {
    const depth = row / Math.max(1, rows - 1); // 0 far, 1 near
    const s = h * (0.028 + depth * 0.05);
    const y = h * (top + depth * 0.26) + between(r, -0.01, 0.01) * h;
    let x = -s * between(r, 0, 3);
    while (x < w + 3 * s) {
      const look = randomLook(r);
      out += person(
        x,
        y + between(r, -0.6, 0.9) * s,
        s * between(r, 0.88, 1.1),
        look,
        light * (0.55 + depth * 0.45),
        r() < backs,
        r() < 0.5 ? -1 : 1,
      );
      x += s * between(r, 3.6, 7.5);
    }
  }
  return out;
}

function skyline(r: Random, w: number, h: number, horizon: number, dusk: number) {
  let out = '';
  // Two layers: far (hazy) and near towers with windows lit at dusk.
  for (const layer of [0, 1]) {
    let x = -20;
    while (x < w) {
      const bw = between(r, 0.035, layer ? 0.09 : 0.06) * w;
      const bh = between(r, 0.08, layer ? 0.45 : 0.3) * h * (r() < 0.12 ? 1.5 : 1);
      const top = horizon - bh;
      const base = layer
        ? tone('#1C2233', 0.9 - dusk * 0.3)
        : tone('#3A4258', 1 - dusk * 0.3, '#8090A8', 0.25);
      out += `<rect x="${f(x)}" y="${f(top)}" width="${f(bw)}" height="${f(bh + 2)}" fill="${base}"/>`;
      if (r() < 0.3)
        out += `<rect x="${f(x + bw * 0.45)}" y="${f(top - bh * 0.12)}" width="${f(bw * 0.06)}" height="${f(bh * 0.12)}" fill="${base}"/>`;
      if (layer) {
        const cols = Math.max(2, Math.floor(bw / 9));
        const rowsN = Math.floor(bh / 12);
        const lit = between(r, 0.15, 0.55) * dusk;
        for (let c = 0; c < cols; c++) {
          for (let k = 1; k < rowsN; k++) {
            if (r() < lit) {
              const warm = r() < 0.7 ? '#FFD58A' : '#CFE3FF';
              out += `<rect x="${f(x + 3 + (c * (bw - 6)) / cols)}" y="${f(top + k * 12)}" width="${f(Math.max(2, (bw - 6) / cols - 3))}" height="5" fill="${warm}" opacity="${between(r, 0.5, 1).toFixed(2)}"/>`;
            }
          }
        }
      }
      x += bw + between(r, 0, 0.015) * w;
    }
  }
  return out;
}

function trees(r: Random, w: number, baseY: number, size: number, color: string, count: number) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = between(r, -0.05, 1.05) * w;
    const s = size * between(r, 0.6, 1.3);
    const c = tone(color, between(r, 0.75, 1.2));
    out += `<rect x="${f(x - s * 0.05)}" y="${f(baseY - s * 0.9)}" width="${f(s * 0.1)}" height="${f(s)}" fill="#2A2118"/>`;
    for (let k = 0; k < 6; k++) {
      out += `<circle cx="${f(x + between(r, -0.45, 0.45) * s)}" cy="${f(baseY - s * between(r, 0.8, 1.5))}" r="${f(s * between(r, 0.3, 0.5))}" fill="${tone(c, between(r, 0.8, 1.15))}"/>`;
    }
  }
  return out;
}

function bokeh(r: Random, w: number, h: number, n: number, colors: string[], yFrom = 0, yTo = 0.6) {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<circle cx="${f(r() * w)}" cy="${f(between(r, yFrom, yTo) * h)}" r="${f(between(r, 0.006, 0.03) * w)}" fill="${pickOf(r, colors)}" opacity="${between(r, 0.15, 0.6).toFixed(2)}"/>`;
  }
  return out;
}

function stringLights(r: Random, w: number, h: number, strands: number) {
  let out = '';
  for (let i = 0; i < strands; i++) {
    const y0 = between(r, 0.02, 0.25) * h;
    const y1 = between(r, 0.02, 0.25) * h;
    const sag = between(r, 0.06, 0.16) * h;
    const x0 = between(r, -0.2, 0.3) * w;
    const x1 = between(r, 0.7, 1.2) * w;
    out += `<path d="M${f(x0)},${f(y0)} Q${f((x0 + x1) / 2)},${f((y0 + y1) / 2 + sag * 2)} ${f(x1)},${f(y1)}" stroke="#1A140C" stroke-width="2" fill="none"/>`;
    for (let t = 0.02; t < 1; t += 0.045) {
      const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1;
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 + sag * 2) + t * t * y1;
      out += `<circle cx="${f(x)}" cy="${f(y + 6)}" r="${f(w * 0.012)}" fill="url(#glow)"/><circle cx="${f(x)}" cy="${f(y + 6)}" r="${f(w * 0.0028)}" fill="#FFF4D6"/>`;
    }
  }
  return out;
}

const defs = `<defs>
  <radialGradient id="glow"><stop offset="0" stop-color="#FFE2A0" stop-opacity="0.9"/><stop offset="1" stop-color="#FFB54D" stop-opacity="0"/></radialGradient>
  <radialGradient id="spot"><stop offset="0" stop-color="#FFF6E0" stop-opacity="0.55"/><stop offset="1" stop-color="#FFF6E0" stop-opacity="0"/></radialGradient>
  <linearGradient id="shadeL" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
  <linearGradient id="shadeR" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.16"/><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient>
  <radialGradient id="face" cx="0.42" cy="0.4" r="0.65"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.18"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
  <linearGradient id="tableSheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.22"/><stop offset="0.5" stop-color="#FFFFFF" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>
</defs>`;

interface Layers {
  back: string;
  front: string;
  /** Blur (as a share of the width) of the background and the foreground. */
  backBlur: number;
  frontBlur: number;
  /** A colour cast laid over everything (white balance). */
  cast: string;
  castOpacity: number;
}

function sceneLayers(kind: SceneKind, r: Random, w: number, h: number): Layers {
  switch (kind) {
    case 'skyline': {
      const dusk = between(r, 0.6, 1);
      const horizon = h * between(r, 0.62, 0.7);
      const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone('#1B2A4A', 1.1 - dusk * 0.4)}"/><stop offset="0.55" stop-color="${tone('#6B4E7A', 1.1 - dusk * 0.2)}"/><stop offset="0.85" stop-color="#E8875A"/><stop offset="1" stop-color="#F6C27A"/></linearGradient>`;
      const sunX = between(r, 0.2, 0.8) * w;
      const back = `<defs>${sky}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>
        <circle cx="${f(sunX)}" cy="${f(horizon)}" r="${f(w * 0.35)}" fill="url(#glow)" opacity="0.6"/>
        ${skyline(r, w, h, horizon, dusk)}
        <rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="#141824"/>
        ${bokeh(r, w, h, 40, ['#FFD58A', '#FF9E5E', '#FFFFFF'], horizon / h + 0.02, horizon / h + 0.12)}`;
      // A rooftop terrace: railing and a few guests against the view.
      const railY = h * 0.78;
      let front = `<rect y="${f(railY)}" width="${w}" height="${f(h - railY)}" fill="#0E0F14"/><rect y="${f(railY - h * 0.09)}" width="${w}" height="${f(h * 0.012)}" fill="#2A2C33"/>`;
      for (let x = 0; x < w; x += w * 0.05)
        front += `<rect x="${f(x)}" y="${f(railY - h * 0.09)}" width="${f(w * 0.004)}" height="${f(h * 0.09)}" fill="#22242B"/>`;
      const guests = 2 + Math.floor(r() * 4);
      for (let i = 0; i < guests; i++) {
        front += person(
          between(r, 0.05, 0.95) * w,
          h * between(r, 0.6, 0.7),
          h * between(r, 0.045, 0.065),
          randomLook(r),
          0.35,
          r() < 0.5,
          1,
        );
      }
      return {
        back,
        front,
        backBlur: 0.0025,
        frontBlur: 0.0012,
        cast: '#FF9E5E',
        castOpacity: 0.06,
      };
    }
    case 'mixer': {
      const wall = pickOf(r, ['#3A2A1E', '#2B2320', '#32261C', '#2A2A33']);
      const back = `<rect width="${w}" height="${h}" fill="${wall}"/>
        <rect y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.45)}" fill="${tone(wall, 0.6)}"/>
        <rect x="${f(w * between(r, 0.05, 0.5))}" y="${f(h * 0.4)}" width="${f(w * 0.45)}" height="${f(h * 0.2)}" fill="#5A3B22"/>
        ${bokeh(r, w, h, 70, ['#FFC26B', '#FFE2A0', '#FF8A4C', '#FFFFFF'], 0.05, 0.55)}
        ${stringLights(r, w, h, 3)}`;
      const front = crowd(r, w, h, 3, 0.8, 0.4, 0.5);
      return {
        back,
        front,
        backBlur: 0.006,
        frontBlur: 0.0015,
        cast: '#FF9A3C',
        castOpacity: 0.12,
      };
    }
    case 'stage':
    case 'panel': {
      const room = pickOf(r, ['#15161C', '#1B1714', '#111827']);
      const screenX = w * between(r, 0.22, 0.4);
      const screenW = w * 0.42;
      const slide = pickOf(r, ['#F4F1EA', '#0F2742', '#D4AF37', '#FFFFFF']);
      const ink = slide === '#0F2742' ? '#E8E4DA' : '#1A1A1A';
      let back = `<rect width="${w}" height="${h}" fill="${room}"/>
        <rect x="${f(screenX - 8)}" y="${f(h * 0.1 - 8)}" width="${f(screenW + 16)}" height="${f(screenW * 0.5625 + 16)}" fill="#050505"/>
        <rect x="${f(screenX)}" y="${f(h * 0.1)}" width="${f(screenW)}" height="${f(screenW * 0.5625)}" fill="${slide}"/>
        <rect x="${f(screenX + screenW * 0.08)}" y="${f(h * 0.1 + screenW * 0.1)}" width="${f(screenW * 0.6)}" height="${f(screenW * 0.05)}" fill="${ink}"/>`;
      for (let k = 0; k < 4; k++)
        back += `<rect x="${f(screenX + screenW * 0.08)}" y="${f(h * 0.1 + screenW * (0.22 + k * 0.07))}" width="${f(screenW * between(r, 0.3, 0.7))}" height="${f(screenW * 0.022)}" fill="${ink}" opacity="0.7"/>`;
      back += `<polygon points="${f(w * 0.1)},0 ${f(w * 0.22)},0 ${f(w * 0.5)},${f(h * 0.75)} ${f(w * 0.1)},${f(h * 0.75)}" fill="url(#spot)" opacity="0.5"/>
        <ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.6)}" rx="${f(w * 0.4)}" ry="${f(h * 0.05)}" fill="url(#spot)"/>`;
      // Speaker at a lectern, or a panel seated behind a draped table.
      if (kind === 'stage') {
        const sx = w * between(r, 0.68, 0.8);
        back += person(sx, h * 0.4, h * 0.034, randomLook(r), 1.05, false, -1);
        back += `<polygon points="${f(sx - w * 0.05)},${f(h * 0.47)} ${f(sx + w * 0.05)},${f(h * 0.47)} ${f(sx + w * 0.042)},${f(h * 0.62)} ${f(sx - w * 0.042)},${f(h * 0.62)}" fill="#3B2A1E"/><polygon points="${f(sx - w * 0.05)},${f(h * 0.47)} ${f(sx + w * 0.05)},${f(h * 0.47)} ${f(sx + w * 0.042)},${f(h * 0.62)} ${f(sx - w * 0.042)},${f(h * 0.62)}" fill="url(#shadeL)"/><rect x="${f(sx - w * 0.018)}" y="${f(h * 0.51)}" width="${f(w * 0.036)}" height="${f(h * 0.025)}" fill="#D4AF37"/>`;
      } else {
        const n = 3 + Math.floor(r() * 2);
        for (let i = 0; i < n; i++) {
          const px = w * (0.14 + (i * 0.72) / (n - 1));
          back += person(px, h * 0.44, h * 0.028, randomLook(r), 1.0, false, px < w / 2 ? -1 : 1);
        }
        const cloth = pickOf(r, ['#1A1A1A', '#0F2742', '#2B2B2B']);
        back += `<rect x="${f(w * 0.06)}" y="${f(h * 0.5)}" width="${f(w * 0.88)}" height="${f(h * 0.12)}" fill="${cloth}"/><rect x="${f(w * 0.06)}" y="${f(h * 0.5)}" width="${f(w * 0.88)}" height="${f(h * 0.008)}" fill="${tone(cloth, 2.2)}"/>`;
        for (let i = 0; i < n; i++)
          back += `<rect x="${f(w * (0.13 + (i * 0.72) / (n - 1)))}" y="${f(h * 0.47)}" width="${f(w * 0.008)}" height="${f(h * 0.03)}" fill="#C8D4E0" opacity="0.8"/>`;
      }
      back += `<rect y="${f(h * 0.62)}" width="${w}" height="${f(h * 0.38)}" fill="#1E1A17"/>
        <rect y="${f(h * 0.62)}" width="${w}" height="${f(h * 0.006)}" fill="#5C4A3A"/>`;
      const front = crowd(r, w, h, 2, 0.42, 1, 0.78);
      return {
        back,
        front,
        backBlur: 0.0016,
        frontBlur: 0.004,
        cast: '#FFB36B',
        castOpacity: 0.07,
      };
    }
    case 'boardroom': {
      const daylight = r() < 0.6;
      const wall = pickOf(r, ['#D9D4CA', '#C9CDD2', '#BFB5A6']);
      let back = `<rect width="${w}" height="${h}" fill="${wall}"/>
        <rect y="${f(h * 0.72)}" width="${w}" height="${f(h * 0.28)}" fill="${pickOf(r, ['#6B5846', '#4A4A4F', '#7A6A55'])}"/>`;
      // Windows on the left with a view, monitors (the control room's wall) on the right.
      const sky = daylight ? '#BFD9F2' : '#2B3550';
      back += `<rect x="0" y="${f(h * 0.06)}" width="${f(w * 0.38)}" height="${f(h * 0.58)}" fill="${sky}"/>`;
      back += `<g opacity="0.7">${skyline(r, w * 0.38, h, h * 0.64, daylight ? 0.1 : 0.9)}</g>`;
      for (let x = 0; x <= w * 0.38; x += w * 0.095)
        back += `<rect x="${f(x)}" y="${f(h * 0.06)}" width="${f(w * 0.008)}" height="${f(h * 0.58)}" fill="#3A3A3A"/>`;
      for (let i = 0; i < 6; i++) {
        const mx = w * (0.45 + (i % 3) * 0.17);
        const my = h * (0.12 + Math.floor(i / 3) * 0.2);
        const scr = pickOf(r, ['#0E3B5C', '#10243A', '#1E4D3A']);
        back += `<rect x="${f(mx)}" y="${f(my)}" width="${f(w * 0.155)}" height="${f(h * 0.18)}" fill="#0A0A0A"/><rect x="${f(mx + 4)}" y="${f(my + 4)}" width="${f(w * 0.155 - 8)}" height="${f(h * 0.18 - 8)}" fill="${scr}"/>`;
        let pts = '';
        for (let k = 0; k <= 10; k++)
          pts += `${f(mx + 8 + (k * (w * 0.155 - 16)) / 10)},${f(my + h * 0.14 - r() * h * 0.1)} `;
        back += `<polyline points="${pts}" stroke="${pickOf(r, ['#5CE1E6', '#FFD166', '#7BE07B'])}" stroke-width="3" fill="none"/>`;
      }
      // The table in perspective and chairs around it.
      let front = `<polygon points="${f(w * 0.3)},${f(h * 0.6)} ${f(w * 0.7)},${f(h * 0.6)} ${f(w * 0.98)},${f(h)} ${f(w * 0.02)},${f(h)}" fill="${pickOf(r, ['#4A3526', '#2E2520', '#5A4030'])}"/>
        <polygon points="${f(w * 0.3)},${f(h * 0.6)} ${f(w * 0.7)},${f(h * 0.6)} ${f(w * 0.98)},${f(h)} ${f(w * 0.02)},${f(h)}" fill="url(#tableSheen)"/>`;
      const chair = pickOf(r, ['#1C1C1C', '#3A3F47', '#5A4A3A']);
      let seated = '';
      const people = 2 + Math.floor(r() * 3);
      for (let i = 0; i < people; i++) {
        const side = i % 2 ? 1 : -1;
        const t = 0.15 + Math.floor(i / 2) * 0.22;
        seated += person(
          w / 2 + side * w * (0.17 + t * 0.12),
          h * (0.47 + t * 0.08),
          h * (0.03 + t * 0.012),
          randomLook(r),
          0.95,
          false,
          side,
        );
      }
      let chairs = '';
      for (let i = 0; i < 4; i++) {
        const t = (i + 0.6) / 4.5;
        const y = h * (0.6 + t * 0.33);
        const s = h * (0.06 + t * 0.14);
        for (const side of [-1, 1]) {
          const x = w / 2 + side * (w * (0.2 + t * 0.3));
          chairs += `<rect x="${f(x - s * 0.35)}" y="${f(y - s * 1.1)}" width="${f(s * 0.7)}" height="${f(s * 1.0)}" rx="${f(s * 0.18)}" fill="${chair}"/><rect x="${f(x - s * 0.35)}" y="${f(y - s * 1.1)}" width="${f(s * 0.7)}" height="${f(s * 1.0)}" rx="${f(s * 0.18)}" fill="url(#shade${side < 0 ? 'L' : 'R'})"/><rect x="${f(x - s * 0.04)}" y="${f(y - s * 0.1)}" width="${f(s * 0.08)}" height="${f(s * 0.5)}" fill="#111"/>`;
        }
      }
      front = `${seated}${front}${chairs}`;
      back += Array.from(
        { length: 3 },
        (_, i) =>
          `<rect x="${f(w * (0.25 + i * 0.2))}" y="0" width="${f(w * 0.1)}" height="${f(h * 0.015)}" fill="#FFFBEF"/><ellipse cx="${f(w * (0.3 + i * 0.2))}" cy="0" rx="${f(w * 0.14)}" ry="${f(h * 0.12)}" fill="url(#spot)"/>`,
      ).join('');
      return {
        back,
        front,
        backBlur: 0.0025,
        frontBlur: 0.001,
        cast: daylight ? '#BFD9F2' : '#FFB36B',
        castOpacity: 0.06,
      };
    }
    default: {
      // Buffalo Bayou: a park bank, trees, water with reflections, downtown beyond, a team in front.
      const horizon = h * between(r, 0.45, 0.52);
      const back = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6FA3D6"/><stop offset="1" stop-color="#DCEAF5"/></linearGradient>
        <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6B7F6A"/><stop offset="1" stop-color="#3E4F3F"/></linearGradient></defs>
        <rect width="${w}" height="${h}" fill="url(#sky)"/>
        <g opacity="0.75">${skyline(r, w, h * 0.9, horizon, 0)}</g>
        ${trees(r, w, horizon + h * 0.03, h * 0.14, '#3F6B3A', 24)}
        <rect y="${f(horizon + h * 0.03)}" width="${w}" height="${f(h * 0.14)}" fill="url(#water)"/>
        ${Array.from({ length: 30 }, () => `<rect x="${f(r() * w)}" y="${f(horizon + h * between(r, 0.04, 0.16))}" width="${f(w * between(r, 0.03, 0.12))}" height="2" fill="#DDE8EE" opacity="0.35"/>`).join('')}
        <rect y="${f(horizon + h * 0.17)}" width="${w}" height="${f(h)}" fill="#5E8C3E"/>
        ${trees(r, w, horizon + h * 0.2, h * 0.22, '#35602F', 6)}`;
      let front = '';
      const n = 4 + Math.floor(r() * 3);
      for (let i = 0; i < n; i++) {
        const row = i % 2;
        front += person(
          w * (0.2 + (i * 0.6) / (n - 1)) + between(r, -0.02, 0.02) * w,
          h * (0.55 + row * 0.05),
          h * (0.058 + row * 0.006),
          randomLook(r),
          1.05,
          false,
          -1,
        );
      }
      return {
        back,
        front,
        backBlur: 0.006,
        frontBlur: 0.0008,
        cast: '#FFE9B0',
        castOpacity: 0.06,
      };
    }
  }
}

const svg = (w: number, h: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs}${body}</svg>`,
  );

/**
 * Blotchy light and texture: random grey cells enlarged smoothly, for a soft-light blend
 * (flat fills stop looking flat).
 */
async function texture(r: Random, width: number, height: number, cell: number, strength: number) {
  const w = Math.max(2, Math.round(width / cell));
  const h = Math.max(2, Math.round(height / cell));
  const cells = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const v = 128 + Math.round((r() - 0.5) * 2 * strength);
    cells[i * 3] = v;
    cells[i * 3 + 1] = v;
    cells[i * 3 + 2] = v;
  }
  return sharp(cells, { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

/** Adds sensor noise and a vignette to raw RGB pixels, in place. */
function finish(pixels: Buffer, w: number, h: number, r: Random, noise: number, vignette: number) {
  let seed = Math.floor(r() * 2 ** 31);
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const cx = w / 2;
  const cy = h / 2;
  const maxD = cx * cx + cy * cy;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const d = ((x - cx) ** 2 + (y - cy) ** 2) / maxD;
      const v = 1 - vignette * d * d;
      const n = (next() + next() - 1) * noise;
      for (let c = 0; c < 3; c++) {
        const value = pixels[i + c] * v + n;
        pixels[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
}

/** A photograph-like JPEG of `kind`, and the same picture as a smaller thumbnail. */
export async function scenePhoto(kind: SceneKind, r: Random, width: number, height: number) {
  const layers = sceneLayers(kind, r, width, height);
  const back = await sharp(svg(width, height, layers.back))
    .blur(Math.max(0.3, layers.backBlur * width))
    .png()
    .toBuffer();
  const front = await sharp(svg(width, height, layers.front))
    .blur(Math.max(0.3, layers.frontBlur * width))
    .png()
    .toBuffer();
  const overlay = svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${layers.cast}" opacity="${layers.castOpacity}"/>`,
  );
  // Uneven light, as a lens and a room give it: a soft bright patch, darker elsewhere.
  const lx = between(r, 0.25, 0.75);
  const lightMap = svg(
    width,
    height,
    `<defs><radialGradient id="lm" cx="${lx.toFixed(2)}" cy="0.35" r="0.8"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.5"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></radialGradient></defs><rect width="${width}" height="${height}" fill="#808080"/><rect width="${width}" height="${height}" fill="url(#lm)"/>`,
  );
  const { data, info } = await sharp(back)
    .composite([
      { input: front },
      { input: overlay },
      { input: lightMap, blend: 'soft-light' },
      { input: await texture(r, width, height, 160, 22), blend: 'soft-light' },
      { input: await texture(r, width, height, 3, 14), blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Bloom: the brightest parts glow a little into their surroundings, as through a lens.
  const raw = { raw: { width: info.width, height: info.height, channels: 3 as const } };
  const bloom = await sharp(data, raw)
    .linear(3, -255 * 2.3)
    .blur(width * 0.006)
    .linear(0.35, 0)
    .png()
    .toBuffer();
  const lit = await sharp(data, raw)
    .composite([{ input: bloom, blend: 'screen' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  finish(lit, info.width, info.height, r, 10, 0.5);
  return sharp(lit, raw)
    .modulate({ saturation: 0.92 })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** A head-and-shoulders portrait on a soft backdrop, as a JPEG of `size` pixels square. */
export async function portrait(r: Random, size: number) {
  const look = randomLook(r);
  const backdrop = pickOf(r, [
    '#6E7F8D',
    '#9AA5A0',
    '#B9A88F',
    '#4E5D6C',
    '#8C7B6B',
    '#C7C2B8',
    '#5C6F5B',
    '#2F3A45',
  ]);
  const light = pickOf(r, ['#FFF3DC', '#E8F1FF', '#FFE6CC']);
  const back = `<rect width="${size}" height="${size}" fill="${backdrop}"/>
    <circle cx="${f(size * between(r, 0.2, 0.8))}" cy="${f(size * 0.25)}" r="${f(size * 0.55)}" fill="${light}" opacity="0.35"/>
    ${bokeh(r, size, size, 10, [tone(backdrop, 1.4), light, tone(backdrop, 0.7)], 0, 0.7)}
    ${r() < 0.5 ? `<rect x="${f(size * between(r, 0, 0.7))}" y="0" width="${f(size * 0.08)}" height="${size}" fill="${tone(backdrop, 0.75)}"/>` : ''}`;
  const s = size * 0.2;
  const x = size * between(r, 0.47, 0.53);
  const y = size * 0.74;
  const lightSide = r() < 0.5 ? 0.3 : 0.7;
  const front = `<defs><radialGradient id="key" cx="${lightSide}" cy="0.3" r="0.9"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0.22"/><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient></defs>
    ${person(x, y, s, look, 1)}
    <ellipse cx="${f(x)}" cy="${f(y - 1.5 * s)}" rx="${f(0.8 * s)}" ry="${f(s)}" fill="url(#key)"/>
    <ellipse cx="${f(x - 0.3 * s)}" cy="${f(y - 1.6 * s)}" rx="${f(0.14 * s)}" ry="${f(0.07 * s)}" fill="#000" opacity="0.22"/>
    <ellipse cx="${f(x + 0.3 * s)}" cy="${f(y - 1.6 * s)}" rx="${f(0.14 * s)}" ry="${f(0.07 * s)}" fill="#000" opacity="0.22"/>
    <ellipse cx="${f(x)}" cy="${f(y + 14 * s)}" rx="${f(3 * s)}" ry="${f(12 * s)}" fill="url(#key)"/>`;
  const backPng = await sharp(svg(size, size, back))
    .blur(size * 0.05)
    .png()
    .toBuffer();
  const frontPng = await sharp(svg(size, size, front))
    .blur(Math.max(0.3, size * 0.003))
    .png()
    .toBuffer();
  const { data, info } = await sharp(backPng)
    .composite([
      { input: frontPng },
      { input: await texture(r, size, size, 60, 20), blend: 'soft-light' },
      { input: await texture(r, size, size, 2, 10), blend: 'soft-light' },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  finish(data, info.width, info.height, r, 6, 0.4);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
}
