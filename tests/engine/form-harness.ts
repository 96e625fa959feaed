import { createForm, type Field, type Form } from '@formily/core';
import { Schema, type ISchema } from '@formily/json-schema';
import { compileForm, parseFormConfig, type FormContext, type RawFormConfig } from '../../engine/index.ts';

/** A form-config around some fields (loosely typed: tests also write wrong ones). */
export const formOf = (...fields: object[]): RawFormConfig => ({ component: { name: 'test', title: '测试表单' }, fields }) as RawFormConfig;

/**
 * Parses, compiles and instantiates a form-config the way <SchemaField> does, without React:
 * every property becomes a Formily field with the compiled reactions and validators.
 */
export function mountForm(raw: unknown, initialValues: Record<string, unknown> = {}, context: FormContext = {}): Form {
  const parsed = parseFormConfig(raw);
  if (!parsed.ok) throw new Error(`bad test config: ${JSON.stringify(parsed.errors)}`);
  const compiled = compileForm(parsed.config, { initialValues, ...context });
  const form = createForm({ initialValues: structuredClone(initialValues) });
  const mount = (schema: Schema, basePath?: string) => {
    schema.mapProperties((child, name) => {
      if (child.type === 'void') {
        const voidField = form.createVoidField({ ...child.toFieldProps(), name, basePath });
        mount(child, voidField.address.toString());
      } else {
        form.createField({ ...child.toFieldProps(), name, basePath });
      }
    });
  };
  mount(new Schema(compiled as unknown as ISchema));
  return form;
}

/** The field at a form path (fields live under the void grid). */
export function fieldAt(form: Form, path: string): Field {
  const field = form.query(`grid.${path}`).take() ?? form.query(path).take();
  if (!field) throw new Error(`no field at ${path}`);
  return field as Field;
}

/** The error messages of a field after validating it. */
export async function errorsOf(form: Form, path: string): Promise<string[]> {
  const field = fieldAt(form, path);
  await field.validate().catch(() => undefined);
  return field.selfErrors;
}

/** Lets reactions scheduled as microtasks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
