import { FormGrid, FormItem } from '@formily/antd-v5';
import type { Field } from '@formily/core';
import { createSchemaField, observer, Schema, useField } from '@formily/react';
import type { ComponentProps } from 'react';
import { LAYOUT } from '../../engine/index.ts';
import { WIDGETS } from './widgets/index.ts';

// Formily evaluates a string that is wholly `{{ … }}` as JavaScript with `new Function`. The
// engine never emits one, but labels and hints come from the server: a label "{{alert(1)}}"
// must show as text, and the app's CSP forbids eval anyway. So the compiler gives the text back.
Schema.registerCompiler((expression: string) => `{{${expression}}}`);

/** FormItem without the required star in read-only (detail) mode. */
const ConfigItem = observer(function ConfigItem(props: ComponentProps<typeof FormItem>) {
  const field = useField<Field>();
  return <FormItem {...props} asterisk={Boolean(props.asterisk) && field.pattern !== 'readPretty' && field.pattern !== 'readOnly'} />;
});

/** The SchemaField of generated forms: the grid, the form item and the twelve widgets. */
export const ConfigSchemaField = createSchemaField({
  components: { [LAYOUT.grid]: FormGrid, [LAYOUT.item]: ConfigItem, ...WIDGETS },
});
