import { Form } from '@formily/antd-v5';
import { createForm, type Form as FormInstance } from '@formily/core';
import type { ISchema } from '@formily/react';
import { Alert, Button, Space, Typography } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { compileForm, parseFormConfig, readFormValues, type ConfigError, type FormConfig } from '../../engine/index.ts';
import { useSubmitOnce } from '../drafts/index.ts';
import { focusFirstError } from './valid-fields.ts';
import './config-form.css';
import { DrawingProvider, useProgressiveForm } from './progressive-form.tsx';
import { ConfigSchemaField } from './schema-field.tsx';

export interface ConfigFormProps {
  /**
   * The parsed form-config (parseFormConfig: its config, or when it has errors its partial);
   * null when nothing of it is usable, and only its errors show.
   */
  config: FormConfig | null;
  /** What is wrong with the config, listed above the fields that are still valid (the parse's errors). */
  errors?: readonly ConfigError[];
  /** What has no effect in it (unknown keys): told to developers in the console, never shown. */
  warnings?: readonly ConfigError[];
  /** The loaded record (nested objects for pipe paths such as info|longitude). */
  initialValues?: Record<string, unknown>;
  /** Called with the form's values after validation passes; the form keeps its values if it throws. */
  onSubmit?: (values: Record<string, unknown>) => unknown;
  /** Detail mode: every field as text. */
  readOnly?: boolean;
  disabled?: boolean;
  /** The authentication form (file fields take pdf, jpg, jpeg, png only). */
  auth?: boolean;
  submitText?: string;
  /** More buttons beside submit. */
  actions?: ReactNode;
  /** The Formily form, when the caller needs it (a dialog's own OK button, say). */
  form?: FormInstance;
  /** Which form of a record: fields marked `only: add` or `only: edit` show in theirs. Default: detail when read-only. */
  mode?: 'add' | 'edit' | 'detail';
}

/** Where and what is wrong with a configuration, listed for the product person who wrote it. */
export function ConfigErrors({ errors, source = '表单配置' }: { errors: readonly ConfigError[]; source?: string }) {
  if (errors.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={`${source}有 ${errors.length} 处错误，以下字段未显示或按默认处理：`}
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {errors.map((error, index) => (
            <li key={index}>
              <Typography.Text code>{error.path}</Typography.Text> {error.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * What a configuration holds that has no effect (an unknown key): never fatal, so users see
 * nothing; developers find it in the browser console (and `npm run check-config` prints it).
 */
export function useConfigWarnings(source: string, warnings: readonly ConfigError[] | undefined): void {
  useEffect(() => {
    if (!warnings?.length) return;
    console.warn(`${source}提示（${warnings.length} 处，不影响使用）：\n${warnings.map((w) => `  ${w.path}: ${w.message}`).join('\n')}`);
  }, [source, warnings]);
}

/** The form's submit: validates, then onSubmit; one at a time from the first click (issue 26). */
function SubmitButton({ form, onSubmit, disabled, children }: { form: FormInstance; onSubmit: NonNullable<ConfigFormProps['onSubmit']>; disabled: boolean; children: ReactNode }) {
  const once = useSubmitOnce();
  const submit = () => once.run(() => form.submit(async (values: Record<string, unknown>) => onSubmit(values))).catch(() => setTimeout(() => focusFirstError()));
  return (
    <Button type="primary" loading={once.busy} disabled={disabled} onClick={() => void submit()}>
      {children}
    </Button>
  );
}

/**
 * A form from a parsed form-config (spec section 3), compiled to a Formily schema and rendered.
 * A bad config shows every error with its JSON path above the fields that are still valid; it
 * never leaves a blank screen. The config is parsed once, where it arrives (RawConfigForm
 * parses one as the server sends it).
 */
export function ConfigForm({
  config: usable,
  errors = [],
  warnings,
  initialValues,
  onSubmit,
  readOnly = false,
  disabled = false,
  auth = false,
  submitText = '提交',
  actions,
  form: given,
  mode,
}: ConfigFormProps) {
  useConfigWarnings('表单配置', warnings);
  const formMode = mode ?? (readOnly ? 'detail' : undefined);
  // a record in the backend's own spelling, read as the fields keep it ("2" -> the option 2)
  const loaded = useMemo(() => (usable && initialValues ? readFormValues(usable, initialValues) : initialValues), [usable, initialValues]);
  const schema = useMemo(
    () => (usable ? compileForm(usable, { initialValues: loaded, auth, mode: formMode }) : null),
    [usable, loaded, auth, formMode],
  );
  const form = useMemo(() => given ?? createForm({ initialValues: structuredClone(loaded ?? {}) }), [given, loaded]);
  useEffect(() => {
    form.setPattern(readOnly ? 'readPretty' : disabled ? 'disabled' : 'editable');
  }, [form, readOnly, disabled]);
  // A long form draws its first screen first and the rest progressively (progressive-form.ts).
  const { schema: drawn, drawing } = useProgressiveForm(form, schema);

  return (
    <div className={readOnly ? 'config-form config-form-read' : 'config-form'}>
      <ConfigErrors errors={errors} />
      {drawn && (
        <Form form={form} layout="vertical" onAutoSubmitFailed={() => focusFirstError()}>
          <DrawingProvider drawing={drawing}>
            <ConfigSchemaField schema={drawn as unknown as ISchema} />
          </DrawingProvider>
          {!readOnly && (onSubmit || actions) && (
            <Space>
              {onSubmit && (
                <SubmitButton form={form} onSubmit={onSubmit} disabled={disabled}>
                  {submitText}
                </SubmitButton>
              )}
              {actions}
            </Space>
          )}
        </Form>
      )}
    </div>
  );
}

export interface RawConfigFormProps extends Omit<ConfigFormProps, 'config' | 'errors' | 'warnings'> {
  /** The form-config as the server sends it (JSON); parsed and checked here. */
  config: unknown;
}

/**
 * <ConfigForm> for a form-config as the server sends it (stories, tests, a caller holding raw
 * JSON): parsed here, its errors listed, its warnings in the console.
 */
export function RawConfigForm({ config, ...props }: RawConfigFormProps) {
  const parsed = useMemo(() => parseFormConfig(config), [config]);
  return <ConfigForm config={parsed.ok ? parsed.config : parsed.partial} errors={parsed.errors} warnings={parsed.warnings} {...props} />;
}
