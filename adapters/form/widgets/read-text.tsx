import { useField } from '@formily/react';
import type { Field } from '@formily/core';
import { Typography } from 'antd';

/** The value of a field in read-only (detail) mode: its text, or a dash when there is none. */
export function ReadText({ text }: { text: string | undefined | null }) {
  if (text === undefined || text === null || text === '') return <Typography.Text type="secondary">—</Typography.Text>;
  return <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Typography.Text>;
}

/** The text a read-only field shows: the form value at its show_field (x-data) when there is one. */
export function useShowFieldText(): string | undefined {
  const field = useField<Field>();
  const showField = (field.data as { showField?: string } | undefined)?.showField;
  if (!showField) return undefined;
  const text: unknown = field.form.getValuesIn(showField);
  return text === undefined || text === null ? undefined : String(text);
}

/** A plain value as text: lists joined with 、. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.map(String).join('、') : String(value);
}
