// The layout of a compiled form. The widgets' contract (WidgetProps: each field type compiles to
// one widget name, x-component, and its props, x-component-props) comes from the field types
// (engine/form/field-types/), so that a field type with a widget of its own is one engine file.

/** Layout and wrapper components the compiled schema also names. */
export const LAYOUT = { grid: 'FormGrid', item: 'FormItem' } as const;
