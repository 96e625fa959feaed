// WCAG 2 contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) and the shade of a site
// colour that white text and text on white can use (issue 17 item 1): the theme derives every
// primary, link and status colour from it, so no component picks its own.

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` (alpha ignored) as 0–255 channels. */
export function parseHex(color: string): Rgb {
  const hex = color.replace('#', '');
  const full = hex.length === 3 || hex.length === 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  const value = Number.parseInt(full, 16);
  if (!/^[0-9a-f]{6}$/i.test(full) || Number.isNaN(value)) throw new Error(`not a hex colour: ${color}`);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const [r, g, b] = parseHex(color).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` mixed with black by `amount` (0 = unchanged, 1 = black). */
export function darken(color: string, amount: number): string {
  return toHex(parseHex(color).map((c) => c * (1 - amount)) as Rgb);
}

/**
 * The lightest shade of `color` (mixed with black in 1 % steps) that has at least `ratio`
 * against every colour of `against`: the colour itself when it already has.
 */
export function accessibleShade(color: string, ratio = 4.5, against: readonly string[] = ['#ffffff']): string {
  for (let step = 0; step <= 100; step += 1) {
    const shade = darken(color, step / 100);
    if (against.every((background) => contrast(shade, background) >= ratio)) return shade;
  }
  return '#000000';
}

/** `color` mixed with white: `amount` of the colour (0 = white, 1 = unchanged). */
export function tint(color: string, amount: number): string {
  return toHex(parseHex(color).map((c) => 255 - (255 - c) * amount) as Rgb);
}
