// The theme room's door, headless (tests/lint/headless.test.ts): the app's antd theme from the
// user's size and site colour, with the contrast helpers that keep its text readable. Pure, so
// that the build's plugins and Node scripts read it without the UI's CSS.
export { appTheme, DEFAULT_FONT_SIZE, FONT_SIZES, ORGANIZATION_COLOR, type FontSizeKey } from './app-theme.ts';
