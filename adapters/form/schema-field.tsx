import { FormItem } from '@formily/antd-v5';
import { createSchemaField, Schema } from '@formily/react';
import { LAYOUT } from '../../engine/index.ts';
import { ConfigGrid } from './progressive-form.tsx';
import { WIDGETS, type WidgetComponents } from './widgets/index.ts';

// Formily evaluates a string that is wholly `{{ … }}` as JavaScript with `new Function`. The
// engine never emits one, but labels and hints come from the server: a label "{{alert(1)}}"
// must show as text, and the app's CSP forbids eval anyway. So the compiler gives the text back.
Schema.registerCompiler((expression: string) => `{{${expression}}}`);

/** The SchemaField of generated forms over `widgets`: the grid, the form item and a widget per widget name. */
export function createConfigSchemaField(widgets: WidgetComponents) {
  return createSchemaField({ components: { [LAYOUT.grid]: ConfigGrid, [LAYOUT.item]: FormItem, ...widgets } });
}

/** The SchemaField of generated forms, with the widgets of adapters/form/widgets. */
export const ConfigSchemaField = createConfigSchemaField(WIDGETS);
