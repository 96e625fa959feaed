// The layout of a compiled form. The widgets' contract (WidgetProps: each field type compiles to
// one widget name, x-component, and its props, x-component-props) lives with the field types in
// registry.ts, so that a field type with a widget of its own is declared in one engine file.

/** Layout and wrapper components the compiled schema also names. */
export const LAYOUT = { grid: 'FormGrid', item: 'FormItem' } as const;
