// How antd's build-time styles are cut into sheets (issue 61 item 4): one per style hook, each
// shipped with the chunk that holds the hook's module (build/antd-style-code.ts), so that a route
// loads the rules of the components it draws; and a common sheet with antd's shared rules and its
// map of every rule the sheets hold, which antd reads once, when it first draws.

/** What the extractor (build/antd-styles-extract.tsx) prints, as JSON. */
export interface AntdSheets {
  common: string;
  /** Each style hook's rules, by its group (sheetOfKey). */
  groups: Record<string, string>;
}

/**
 * The group of a style hook, as its maker names it: antd's `genStyleHooks('Button', …)` ->
 * `Button-Button`, `genStyleHooks(['Input', 'TextArea'], …)` -> `Input-TextArea`; Formily's
 * `genStyleHook('form-grid', …)` -> `formily-form-grid`.
 */
export const hookGroup = (component: string, sub = component, formily = false): string => (formily ? `formily-${component}` : `${component}-${sub}`);

/**
 * The group a cssinjs cache key's rules belong to: `style%<token>%Button-Button%ant-btn%anticon`
 * -> `Button-Button`, `style%<token>%formily-antd%Form%…` -> `formily-Form`; undefined for antd's
 * shared rules (`Shared`, the icons' `ant-design-icons`), which go to the common sheet.
 */
export function sheetOfKey(key: string): string | undefined {
  const [, , component = '', formily = ''] = key.split('%');
  if (component === 'formily-antd') return hookGroup(formily, formily, true);
  return component === 'Shared' || component === 'ant-design-icons' ? undefined : component;
}

/** The module id a group's sheet is imported by: `virtual:antd-static/Button-Button.css`. */
export const sheetId = (group: string): string => `virtual:antd-static/${group}.css`;
