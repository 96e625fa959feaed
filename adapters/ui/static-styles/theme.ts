import type { ThemeConfig } from 'antd';

// antd's styles at build time (issue 32 item 1). With CSS variables, a component's style rules
// name variables (var(--ant-color-primary)) instead of values, so one set of rules serves both
// site colours, every font size and the compact size: only the variables change at run time. The
// build renders every antd component once in Node (build/antd-styles-extract.tsx) and ships the rules as a CSS file
// with antd's own map of what it holds; antd then finds each rule there and writes none. Unhashed
// class names (hashed: false), so the rules do not depend on the build mode's hash prefix.

/** What ZhProvider and the build's extraction both give antd: the same rules, found by the same keys. */
export const STATIC_THEME = { cssVar: { key: 'app' }, hashed: false } as const satisfies ThemeConfig;
