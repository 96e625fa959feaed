// Run by the build (build/antd-styles.ts) in Node: prints, as JSON (AntdSheets), the CSS of every
// antd component as antd writes them under STATIC_THEME, one sheet per style hook (`Button-Button`,
// `Input-TextArea`, …: the build ships each with the chunk that holds its hook), and a common
// sheet with antd's shared rules and its map of every rule it holds (the
// `.data-ant-cssinjs-cache-path` rule), so that the browser writes none of them again. Token variables (the theme's values) are left to run time: they change
// with the site colour and font size. Formily's form-item and grid rules are written from the
// theme's values rather than its variables: they are extracted for the default colour and size
// (most users' theme); under another, Formily writes them at run time as before.
import { createCache, extractStyle, legacyLogicalPropertiesTransformer, StyleProvider } from '@ant-design/cssinjs';
import { createForm } from '@formily/core';
import { Form, FormGrid, FormItem } from '@formily/antd-v5';
import * as antd from 'antd';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { STATIC_THEME } from '../adapters/ui/static-styles/theme.ts';
import { appTheme, DEFAULT_FONT_SIZE, ORGANIZATION_COLOR } from '../adapters/theme/index.ts';
import { sheetOfKey, type AntdSheets } from './antd-sheets.ts';

type Any = ComponentType<Record<string, unknown>>;
const parts = antd as unknown as Record<string, Any & { _InternalPanelDoNotUseOrYouWillBeFired?: Any }>;

/** Components that render nothing useful (or fail) outside a browser: their static panel instead, or a child they need. */
const SPECIAL: Record<string, (component: Any) => ReactNode> = {
  Affix: (C) => createElement(C, null, createElement('div')),
  Dropdown: (C) => createElement(C, { menu: { items: [] } }, createElement('div')),
  Menu: (C) => createElement(C, { items: [{ key: 'a', label: 'a', children: [{ key: 'b', label: 'b' }] }] }),
  QRCode: (C) => createElement(C, { value: 'https://example.cn' }),
  Tree: (C) => createElement(C, { treeData: [] }),
  Layout: (C) => {
    const layout = C as Any & { Sider: Any };
    return createElement(C, null, createElement(layout.Sider, { theme: 'dark' }));
  },
  // a coloured tag's rules come with its colour
  Tag: (C) => [createElement(C, { key: 'plain' }), createElement(C, { key: 'status', color: 'success' }), createElement(C, { key: 'preset', color: 'blue' })],
  // the confirm (modal.confirm, through the App) has rules of its own
  Modal: (C) => {
    const Panel = (C as Any & { _InternalPanelDoNotUseOrYouWillBeFired: Any })._InternalPanelDoNotUseOrYouWillBeFired;
    return [createElement(Panel, { key: 'modal' }), createElement(Panel, { key: 'confirm', type: 'confirm', title: '确认' })];
  },
  Grid: () => null,
  ConfigProvider: () => null,
};

/**
 * The antd components the app and its widgets use (\`from 'antd'\` across adapters/ and app/), and
 * those they draw inside them (a table's pagination, an app's toasts). One that is missing is
 * only slower: antd writes its rules at run time as before.
 */
const USED = ['Alert', 'App', 'Avatar', 'Badge', 'Button', 'Card', 'Cascader', 'Checkbox', 'Col', 'Collapse', 'DatePicker', 'Descriptions', 'Divider', 'Drawer', 'Dropdown', 'Empty', 'Form', 'Image', 'Input', 'InputNumber', 'Layout', 'Menu', 'Modal', 'Pagination', 'Popconfirm', 'Popover', 'Progress', 'Radio', 'Result', 'Row', 'Segmented', 'Select', 'Skeleton', 'Slider', 'Space', 'Spin', 'Statistic', 'Steps', 'Switch', 'Table', 'Tabs', 'Tag', 'Timeline', 'Tooltip', 'Tree', 'Typography', 'FloatButton', 'message', 'notification'];

/** Whether a value is a React component (a function, or a forwardRef or memo object). */
const isComponent = (value: unknown): value is Any => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** Each used component, and its parts written as members (Input.TextArea, Typography.Title, Radio.Group, …). */
function everyPart(): ReactNode[] {
  return USED.flatMap((name) => {
    const component = parts[name];
    if (!component) return [];
    const panel = component._InternalPanelDoNotUseOrYouWillBeFired;
    const special = SPECIAL[name];
    const members = Object.entries(component)
      .filter(([key, value]) => /^[A-Z]/.test(key) && isComponent(value))
      .map(([, value]) => createElement(value as Any, {}));
    return [special ? special(component) : panel ? createElement(panel, {}) : createElement(component, {}), ...members];
  });
}

const cache = createCache();
// Physical properties for logical ones (margin-inline-start: margin-left, inset: top right bottom
// left): the app is left-to-right only, and the browser floor (Chromium 86) reads neither `inset`
// nor the margin-inline / padding-inline shorthands (Chromium 87). Lowered here rather than by
// lightningcss, which keeps each direction-dependent property behind :lang() lists in :is()
// (Chromium 88). antd's documented way for older browsers (its "CSS Compatible" page).
const LOGICAL = legacyLogicalPropertiesTransformer;
// the app's theme: antd finds a rule by the names of the theme's tokens (their values are
// variables), so the names must be the app's, in the app's order
const theme = { ...appTheme(ORGANIZATION_COLOR, DEFAULT_FONT_SIZE), ...STATIC_THEME };
const formily = createElement(
  Form as Any,
  { form: createForm() },
  createElement(FormGrid as Any, {}, createElement(FormItem.BaseItem as Any, { label: '名称', feedbackText: '说明' }, createElement('input'))),
);
// One at a time: a part that needs a context it does not have here throws, and costs only itself.
for (const node of [...everyPart(), formily]) {
  try {
    renderToString(createElement(StyleProvider, { cache, transformers: [LOGICAL] }, createElement(antd.ConfigProvider, { theme }, node)));
  } catch {
    // its rules are written at run time, as before
  }
}

const MAP_RULE = '.data-ant-cssinjs-cache-path{';
/** The rules of `keys` alone, in antd's order, without the map. */
function sheetOf(keys: string[]): string {
  const part = createCache();
  for (const key of keys) part.cache.set(key, cache.cache.get(key)!);
  const css = extractStyle(part, { plain: true, types: ['style'] });
  return css.slice(0, css.lastIndexOf(MAP_RULE));
}
const byGroup = new Map<string, string[]>();
for (const key of cache.cache.keys()) {
  if (!key.startsWith('style%')) continue;
  const group = sheetOfKey(key) ?? '';
  byGroup.set(group, [...(byGroup.get(group) ?? []), key]);
}
const whole = extractStyle(cache, { plain: true, types: ['style'] });
const sheets: AntdSheets = {
  common: sheetOf(byGroup.get('') ?? []) + whole.slice(whole.lastIndexOf(MAP_RULE)),
  groups: Object.fromEntries([...byGroup].filter(([group]) => group !== '').map(([group, keys]) => [group, sheetOf(keys)])),
};
process.stdout.write(JSON.stringify(sheets));
