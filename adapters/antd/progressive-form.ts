import { LifeCycleTypes, type Form } from '@formily/core';
import { Schema, type ISchema } from '@formily/react';
import type { CompiledForm } from '../../engine/index.ts';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

// A long form's first screen first (issue 16 item 3): only the fields of the first screen are
// drawn at once; the rest follow once that screen is painted. Every field is in the Formily form
// by then, or as soon as the form is validated, so values, defaults, show_if and must_value,
// validation and submit work on all of them. A failed validation draws the rest at once, so the
// first error can be focused wherever it is.

/** Forms up to this many fields are drawn at once: they take little longer than one screen. */
export const PROGRESSIVE_FROM = 40;
/** The lowest a grid row of fields is, from one row's top to the next (label, input, margin), in px. */
const ROW_HEIGHT = 84;

/** The compiled form's fields in their x-index order. */
const orderedFields = (form: CompiledForm) => Object.entries(form.properties.grid.properties).sort(([, a], [, b]) => a['x-index'] - b['x-index']);

/**
 * How many fields fill a screen of `height` px: widths (grid spans of 4 columns) packed into rows
 * the way CSS grid places them, rows counted at their lowest height so the screen is full.
 */
export function firstScreenCount(spans: readonly number[], height: number): number {
  const rows = Math.ceil(height / ROW_HEIGHT);
  let row = 1;
  let used = 0;
  for (let index = 0; index < spans.length; index++) {
    const span = spans[index] ?? 4;
    if (used + span > 4) {
      row++;
      used = 0;
    }
    if (row > rows) return index;
    used += span;
  }
  return spans.length;
}

/** The compiled form with only its first `count` fields. */
function firstFields(form: CompiledForm, count: number): CompiledForm {
  const { grid } = form.properties;
  return { ...form, properties: { grid: { ...grid, properties: Object.fromEntries(orderedFields(form).slice(0, count)) } } };
}

/** Creates the Formily fields of `schema` the way <SchemaField> would, without drawing them. */
function createFields(form: Form, schema: Schema, basePath?: string): void {
  for (const { key, schema: child } of Schema.getOrderProperties(schema)) {
    const props = { ...child.toFieldProps(), name: key, basePath };
    if (child.type === 'object') createFields(form, child, form.createObjectField(props)?.address.toString());
    else if (child.type === 'void') createFields(form, child, form.createVoidField(props)?.address.toString());
    else if (child.type === 'array') form.createArrayField(props);
    else form.createField(props);
  }
}

/** Runs `then` when the browser is idle after the next paint (or soon, without idle callbacks); returns a cancel. */
function afterPaint(then: () => void): () => void {
  if (typeof requestIdleCallback !== 'function' || typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(then);
    return () => clearTimeout(timer);
  }
  let idle: number | undefined;
  const frame = requestAnimationFrame(() => (idle = requestIdleCallback(then, { timeout: 100 })));
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * The schema to draw now: all of it for a short form; for a long one its first screen, then,
 * once that is painted, all of it. The fields not drawn yet are created in the form right after
 * that paint, or sooner when the form is validated (submit), so they always take part.
 */
export function useProgressiveSchema(form: Form, schema: CompiledForm | null): CompiledForm | null {
  const total = useMemo(() => (schema ? Object.keys(schema.properties.grid.properties).length : 0), [schema]);
  const progressive = total > PROGRESSIVE_FROM;
  const first = useMemo(() => {
    if (!schema || !progressive) return total;
    const spans = orderedFields(schema).map(([, field]) => field['x-decorator-props'].gridSpan);
    return Math.max(1, firstScreenCount(spans, typeof window === 'undefined' ? 900 : window.innerHeight));
  }, [schema, progressive, total]);
  const [drawn, setDrawn] = useState({ schema, count: first });
  // a new schema starts again from its first screen
  const count = drawn.schema === schema ? drawn.count : first;
  if (drawn.schema !== schema) setDrawn({ schema, count: first });

  const created = useRef<{ form: Form; schema: CompiledForm } | null>(null);
  const createAll = useCallback(() => {
    if (!schema || (created.current?.form === form && created.current.schema === schema)) return;
    created.current = { form, schema };
    createFields(form, new Schema(schema as unknown as ISchema));
  }, [form, schema]);
  const drawAll = useCallback(
    () => flushSync(() => setDrawn((current) => (current.schema === schema && current.count >= total ? current : { schema, count: total }))),
    [schema, total],
  );
  useEffect(() => {
    if (!progressive) return;
    // Fields are created before a validation or submit starts, not from a lifecycle effect:
    // those run inside Formily's batch, where a field created hidden keeps its stale value.
    const { validate, submit } = form;
    form.validate = ((...args: Parameters<typeof validate>) => {
      createAll();
      return validate(...args);
    }) as typeof validate;
    form.submit = ((...args: Parameters<typeof submit>) => {
      createAll();
      return submit(...args);
    }) as typeof submit;
    const id = form.subscribe(({ type }) => {
      if (type === LifeCycleTypes.ON_FORM_VALIDATE_FAILED) drawAll();
    });
    return () => {
      form.validate = validate;
      form.submit = submit;
      form.unsubscribe(id);
    };
  }, [form, progressive, createAll, drawAll]);

  useEffect(() => {
    if (count >= total) return;
    // Once the first screen is painted and the page is idle: every field in the form, then the
    // rest drawn as a transition (React draws it in slices, and a keystroke is taken between them).
    const rest = () => {
      createAll();
      startTransition(() => setDrawn((current) => (current.schema === schema ? { schema, count: total } : current)));
    };
    return afterPaint(rest);
  }, [count, total, schema, createAll]);

  return useMemo(() => (!schema || count >= total ? schema : firstFields(schema, count)), [schema, count, total]);
}
