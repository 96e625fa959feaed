import { onFormValidateFailed, type Form } from '@formily/core';
import { Schema, type ISchema } from '@formily/react';
import type { CompiledForm } from '../../engine/index.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';

// A long form's first screen first (issue 16 item 3): every field exists in the Formily form
// from the start (values, defaults, show_if and must_value, validation and submit work on all of
// them), but only the fields of the first screen are drawn at once; the rest are drawn in chunks,
// one task each, after that screen has been painted, so typing is taken between chunks. A failed
// validation draws the rest at once, so the first error can be focused wherever it is.

/** Forms up to this many fields are drawn at once: they take little longer than one screen. */
export const PROGRESSIVE_FROM = 40;
/** Fields drawn per task after the first screen. */
const CHUNK = 40;
/** The lowest a grid row of fields is (label, input, message line), in px. */
const ROW_HEIGHT = 60;

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

/**
 * The schema to draw now: all of it for a short form; for a long one the first screen, growing
 * by a chunk a task until it is all of it. The fields of the whole schema are created at once.
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
  // a new schema (or form) starts again from its first screen
  const count = drawn.schema === schema ? drawn.count : first;
  if (drawn.schema !== schema) setDrawn({ schema, count: first });

  useMemo(() => {
    if (schema && progressive) createFields(form, new Schema(schema as unknown as ISchema));
  }, [form, schema, progressive]);

  const drawAll = useCallback(
    () => flushSync(() => setDrawn((current) => (current.schema === schema && current.count >= total ? current : { schema, count: total }))),
    [schema, total],
  );
  useEffect(() => {
    if (!progressive) return;
    const id = `progressive-form-${Math.random()}`;
    form.addEffects(id, () => onFormValidateFailed(drawAll));
    return () => form.removeEffects(id);
  }, [form, progressive, drawAll]);

  useEffect(() => {
    if (count >= total) return;
    const next = () => setDrawn((current) => (current.schema === schema ? { schema, count: Math.min(total, current.count + CHUNK) } : current));
    // The first screen is painted before the next chunk starts; later chunks follow task by task.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = count === first && typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(next))) : undefined;
    if (frame === undefined) timer = setTimeout(next);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, first, total, schema]);

  return useMemo(() => (!schema || count >= total ? schema : firstFields(schema, count)), [schema, count, total]);
}
