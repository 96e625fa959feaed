import { describe, expect, it } from 'vitest';
import { accessibleShade, contrast, tint } from '../../../adapters/theme/contrast.ts';
import { appTheme, FONT_SIZES, ORGANIZATION_COLOR } from '../../../adapters/theme/app-theme.ts';

// Issue 17 item 1: the theme's text, link and filled-button colours pass WCAG AA (4.5:1) in
// both sites (spec: 管理端 #409EFF, 机构端 #13c2c2) at every font size.

const ADMIN_COLOR = '#409EFF';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // the figures: the site colours behind white text fail
    expect(contrast(ORGANIZATION_COLOR, '#ffffff')).toBeCloseTo(2.2, 1);
    expect(contrast(ADMIN_COLOR, '#ffffff')).toBeCloseTo(2.8, 1);
  });

  it('keeps a colour that already passes and darkens one that does not, no further than needed', () => {
    expect(accessibleShade('#000000')).toBe('#000000');
    const shade = accessibleShade(ORGANIZATION_COLOR);
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(shade, '#ffffff')).toBeLessThan(5);
  });
});

describe('appTheme', () => {
  for (const color of [ORGANIZATION_COLOR, ADMIN_COLOR]) {
    for (const size of FONT_SIZES) {
      it(`${color} at ${size.label}: primary, link, hover, pressed and status colours have 4.5:1 against white, the page grey and their tint`, () => {
        const token = appTheme(color, size.key).token ?? {};
        expect(token.fontSize).toBe(size.fontSize);
        const text = [token.colorPrimary, token.colorPrimaryHover, token.colorPrimaryActive, token.colorLink, token.colorPrimaryText, token.colorError, token.colorSuccess, token.colorWarning];
        for (const shade of text) {
          if (typeof shade !== 'string') throw new Error('a colour is missing');
          expect({ shade, white: contrast(shade, '#ffffff') >= 4.5, grey: contrast(shade, '#f0f2f5') >= 4.5 }).toEqual({ shade, white: true, grey: true });
        }
        expect(contrast(token.colorPrimary as string, token.colorPrimaryBg as string)).toBeGreaterThanOrEqual(4.5);
        // the identity stays: the light backgrounds are tinted from the site colour itself
        expect(token.colorPrimaryBg).toBe(tint(color, 0.1));
      });
    }
  }
});
