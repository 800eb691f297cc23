/** Minimal CSS colour parsing and the WCAG 2 contrast ratio. Only opaque colours are returned. */

export type Rgb = [number, number, number];

/** CSS named colours most used for text and backgrounds (CSS Color 4 values); others are treated as unknown. */
const NAMED: Record<string, Rgb> = {
  black: [0, 0, 0], white: [255, 255, 255], silver: [192, 192, 192], gray: [128, 128, 128], grey: [128, 128, 128], maroon: [128, 0, 0], red: [255, 0, 0],
  purple: [128, 0, 128], fuchsia: [255, 0, 255], magenta: [255, 0, 255], green: [0, 128, 0], lime: [0, 255, 0], olive: [128, 128, 0], yellow: [255, 255, 0],
  navy: [0, 0, 128], blue: [0, 0, 255], teal: [0, 128, 128], aqua: [0, 255, 255], cyan: [0, 255, 255], orange: [255, 165, 0], lightgray: [211, 211, 211],
  lightgrey: [211, 211, 211], darkgray: [169, 169, 169], darkgrey: [169, 169, 169], dimgray: [105, 105, 105], dimgrey: [105, 105, 105], gainsboro: [220, 220, 220],
  whitesmoke: [245, 245, 245], lightyellow: [255, 255, 224], pink: [255, 192, 203], gold: [255, 215, 0], darkblue: [0, 0, 139], darkred: [139, 0, 0],
};

function channel(s: string): number | null {
  const t = s.trim();
  if (t.endsWith('%')) {
    const n = Number(t.slice(0, -1));
    return Number.isFinite(n) ? Math.round(Math.min(100, Math.max(0, n)) * 2.55) : null;
  }
  const n = Number(t);
  return Number.isFinite(n) ? Math.min(255, Math.max(0, n)) : null;
}

function alphaOk(s: string | undefined): boolean {
  if (s === undefined) return true;
  const t = s.trim();
  const n = t.endsWith('%') ? Number(t.slice(0, -1)) / 100 : Number(t);
  return n >= 1;
}

/** Parses an opaque CSS colour (hex, rgb()/rgba(), a common name); null when unknown, translucent or not a colour. */
export function parseColor(value: string): Rgb | null {
  const v = value.trim().toLowerCase().replace(/\s*!important$/, '');
  if (v.length > 60) return null;
  if (v.startsWith('#')) {
    const h = v.slice(1);
    if (!/^[0-9a-f]+$/.test(h)) return null;
    if (h.length === 3 || h.length === 4) {
      if (h.length === 4 && h[3] !== 'f') return null;
      return [parseInt(h[0]! + h[0], 16), parseInt(h[1]! + h[1], 16), parseInt(h[2]! + h[2], 16)];
    }
    if (h.length === 6 || h.length === 8) {
      if (h.length === 8 && h.slice(6) !== 'ff') return null;
      return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
    }
    return null;
  }
  const m = /^rgba?\(([^()]*)\)$/.exec(v);
  if (m) {
    const [rgb, alpha] = m[1]!.split('/');
    let parts = rgb!.split(/[\s,]+/).filter(Boolean);
    let a = alpha;
    if (parts.length === 4 && alpha === undefined) {
      a = parts[3];
      parts = parts.slice(0, 3);
    }
    if (parts.length !== 3 || !alphaOk(a)) return null;
    const c = parts.map(channel);
    return c.every((x) => x !== null) ? (c as Rgb) : null;
  }
  return NAMED[v] ?? null;
}

function lum([r, g, b]: Rgb): number {
  const f = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** WCAG 2 contrast ratio, 1–21. */
export function contrast(a: Rgb, b: Rgb): number {
  const la = lum(a);
  const lb = lum(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
