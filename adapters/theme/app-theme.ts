import type { ThemeConfig } from 'antd';
import { accessibleShade, darken, tint } from './contrast.ts';

// The app's antd theme from what the user chooses in the navbar (spec section 2: the font size
// 默认, 中等, 小型, 超小, section 9 "UI size default mini"; the site colour of 切换站点). Pure: the
// choices are kept in app/state/preferences.ts; the build renders antd's static styles with it
// (build/antd-styles-extract.tsx).

export const FONT_SIZES = [
  { key: 'default', label: '默认', fontSize: 14, controlHeight: 40 },
  { key: 'medium', label: '中等', fontSize: 14, controlHeight: 36 },
  { key: 'small', label: '小型', fontSize: 13, controlHeight: 32 },
  { key: 'mini', label: '超小', fontSize: 12, controlHeight: 28 },
] as const;

export type FontSizeKey = (typeof FONT_SIZES)[number]['key'];
export const DEFAULT_FONT_SIZE: FontSizeKey = 'mini';

/** The organisation side's colour (spec section 2): the app's colour until a site is chosen. */
export const ORGANIZATION_COLOR = '#13c2c2';

/** The backgrounds text of the theme's colours sits on: white, the page grey, the lightest tint. */
const BACKGROUNDS = ['#ffffff', '#f0f2f5'] as const;
/** antd's default status colours, turned into AA shades like the site colour (status tags' text). */
const ERROR_SEED = '#ff4d4f';
const SUCCESS_SEED = '#52c41a';
const WARNING_SEED = '#faad14';

/**
 * A colour's AA shade with the darker hover and pressed shades that keep white text readable,
 * and light backgrounds and borders tinted from the seed itself (antd derives them from the
 * shade, which turns them grey).
 */
function shades(seed: string) {
  const bg = tint(seed, 0.1);
  const base = accessibleShade(seed, 4.5, [...BACKGROUNDS, bg]);
  return { base, hover: darken(base, 0.12), active: darken(base, 0.24), bg, bgHover: tint(seed, 0.2), border: tint(seed, 0.45) };
}

/**
 * The antd theme for the chosen colour and size (issue 17 item 1): the site colour stays its
 * identity (logo, favicon, login backdrop), while every text, link and filled button uses its shade with
 * 4.5:1 against white and the page grey, at every font size (the smallest, 12 px, needs 4.5:1).
 */
export function appTheme(color: string, size: FontSizeKey): ThemeConfig {
  const chosen = FONT_SIZES.find((s) => s.key === size) ?? FONT_SIZES[3];
  const primary = shades(color);
  const error = shades(ERROR_SEED);
  const success = shades(SUCCESS_SEED);
  const warning = shades(WARNING_SEED);
  // rgba(0,0,0,.56) on white is #707070, 4.95:1 (antd's .45 is 3.4:1).
  const quiet = 'rgba(0, 0, 0, 0.56)';
  return {
    token: {
      colorPrimary: primary.base,
      colorPrimaryHover: primary.hover,
      colorPrimaryActive: primary.active,
      colorPrimaryText: primary.base,
      colorPrimaryTextHover: primary.hover,
      colorPrimaryTextActive: primary.active,
      colorInfo: primary.base,
      // info alerts' background and border tinted from the site colour, like the primary ones
      colorInfoBg: primary.bg,
      colorInfoBorder: primary.border,
      colorLink: primary.base,
      colorLinkHover: primary.hover,
      colorLinkActive: primary.active,
      colorError: error.base,
      colorErrorHover: error.hover,
      colorErrorActive: error.active,
      colorErrorText: error.base,
      colorPrimaryBg: primary.bg,
      colorPrimaryBgHover: primary.bgHover,
      colorPrimaryBorder: primary.border,
      colorErrorBg: error.bg,
      colorErrorBorder: error.border,
      colorSuccess: success.base,
      colorSuccessBg: success.bg,
      colorSuccessBorder: success.border,
      colorWarning: warning.base,
      colorWarningBg: warning.bg,
      colorWarningBorder: warning.border,
      colorTextTertiary: quiet,
      colorTextDescription: quiet,
      // Placeholders are read as text too (a select's placeholder is a span axe checks).
      colorTextPlaceholder: quiet,
      // and so is a disabled field's value (a disabled select's or tree's text is the record's data,
      // read, not acted on; antd's .25 is 1.8:1, and axe sees plain text, not an inactive control):
      // 4.67:1 even on a disabled multi-select's grey tag (#e6e6e6). The grey field and the
      // not-allowed cursor still tell it is disabled.
      colorTextDisabled: quiet,
      fontSize: chosen.fontSize,
      controlHeight: chosen.controlHeight,
    },
  };
}

