import { createForm } from '@formily/core';
import type { Form } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import type { ISchema } from '@formily/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { FormServices } from '../../../../engine/index.ts';
import { FormServicesProvider } from '../../../../adapters/ui/services-context.tsx';
import { ZhProvider } from '../../../../adapters/ui/zh-provider.tsx';
import { createFakeServices } from '../../../../stories/fixtures/fake-services.ts';

export interface RenderFieldOptions {
  /** The field's form path ('info.address' nests). Default 'value'. */
  name?: string;
  props?: Record<string, unknown>;
  initialValues?: Record<string, unknown>;
  pattern?: 'editable' | 'disabled' | 'readOnly' | 'readPretty';
  services?: Partial<FormServices>;
}

/** One widget in a small Formily form (createForm + FormProvider + SchemaField), with services. */
export function renderField(component: ComponentType<never> | object, options: RenderFieldOptions = {}) {
  const services = { ...createFakeServices({ latencyMs: 0, uploadMs: 0 }), ...options.services };
  const form: Form = createForm({ initialValues: structuredClone(options.initialValues ?? {}) });
  const SchemaField = createSchemaField({ components: { Widget: component as never } });
  const schema: ISchema = {
    type: 'object',
    properties: {
      [options.name ?? 'value']: {
        type: 'string',
        'x-component': 'Widget',
        'x-component-props': options.props ?? {},
        ...(options.pattern ? { 'x-pattern': options.pattern } : {}),
      },
    },
  };
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <ZhProvider>
      <FormServicesProvider value={services}>
        <FormProvider form={form}>
          <SchemaField schema={schema} />
        </FormProvider>
      </FormServicesProvider>
    </ZhProvider>,
  );
  return { form, user, services, ...view };
}

/** A promise with its resolve and reject, to answer an upload when the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

export const fileOf = (name: string, bytes = 10, type = '') => new File([new Uint8Array(bytes)], name, { type });
