import type { FormConfig, FormField } from '../config/form-config.ts';
import { fieldKeys } from '../config/parse.ts';
import { sameId } from '../config/primitives.ts';
import { toFormPath } from '../paths.ts';
import { CATEGORY_KEY, compiledReader, type ValueReader } from './conditions.ts';
import { FIELD_REGISTRY, type FieldRegistry, type FormContext, type WidgetName, type WidgetProps } from './field-types/index.ts';
import { fieldError, fieldLabel, fieldRequired, fieldValueKeys, fieldVisible, inMode, type FieldValueKeys } from './validate.ts';
import { LAYOUT } from './widgets.ts';

// compileForm: a parsed form-config -> a Formily schema (ISchema-compatible). Every condition is
// a function reaction (no `{{ }}` strings, no eval), so the app runs under a CSP without
// 'unsafe-eval'.

/** The part of a Formily form the compiled reactions and validators use. */
export interface FormLike {
  values: Record<string, unknown>;
  getValuesIn(path: string): unknown;
  setValuesIn(path: string, value: unknown): void;
  /** The field at a form path (Formily's form.query(path).take()). */
  query(path: string): { take(): unknown };
}

/** The part of a Formily field the compiled reactions use. */
export interface FieldLike {
  value: unknown;
  visible: boolean;
  title: unknown;
  active: boolean;
  visited: boolean;
  decoratorProps: Record<string, unknown>;
  /** The messages the field shows now. */
  selfErrors: readonly unknown[];
  form: FormLike;
  validate(triggerType?: 'onInput' | 'onBlur' | 'onFocus'): Promise<unknown>;
  setDecoratorProps(props: Record<string, unknown>): void;
  setComponentProps(props: Record<string, unknown>): void;
}

export type Reaction = (field: FieldLike) => void;
export type Validator = (value: unknown, rule: unknown, context: { form: FormLike }) => string;

export interface CompiledField {
  type: 'string' | 'array';
  title: string;
  description?: string | undefined;
  default?: unknown;
  'x-index': number;
  'x-decorator': typeof LAYOUT.item;
  'x-decorator-props': { gridSpan: 1 | 2 | 4; asterisk: boolean };
  'x-component': WidgetName;
  'x-component-props': WidgetProps[WidgetName];
  'x-validator': { triggerType: 'onInput'; validator: Validator }[];
  'x-reactions': Reaction[];
  /** A `readonly` field: shown as its value, not as an input. */
  'x-read-pretty'?: true;
  /** Read by the widgets: the key of the display text in read-only mode, and the field type. */
  'x-data': { showField?: string | undefined; fieldType: FormField['component']['type'] };
}

export interface CompiledForm {
  type: 'object';
  properties: {
    grid: {
      type: 'void';
      'x-component': typeof LAYOUT.grid;
      'x-component-props': { maxColumns: number; minColumns: number; columnGap: number };
      properties: Record<string, CompiledField>;
    };
  };
}

/** Width by size (spec section 9): S 25%, M 50%, L or none 100%, on a 4-column grid. */
export const GRID_SPAN = { S: 1, M: 2, L: 4 } as const;

/** A field's reader of its form's values: what its conditions and its check name, split once here. */
type FormReader = (form: FormLike) => ValueReader;

function fieldReader(field: FormField, keys: FieldValueKeys): FormReader {
  const read = compiledReader([...field.show_if.map((condition) => condition.name), CATEGORY_KEY, ...keys.filled, keys.value]);
  return (form) => read(() => form.values);
}

/** One rule set (validate.ts): the server runs the same over a request body. */
function compileValidator(field: FormField, context: FormContext, registry: FieldRegistry, formReader: FormReader, keys: FieldValueKeys): Validator {
  return (_value, _rule, { form }) => fieldError(field, formReader(form), context, registry, keys);
}

/** Validation on blur as well as on change, with one rule so a message never shows twice. */
const validateOnBlur: Reaction = (field) => {
  if (!field.active && field.visited) void Promise.resolve()
      .then(() => field.validate('onInput'))
      .catch(() => undefined); // the messages stay on the field; the rejection only says invalid
};

/**
 * Checks the field again when it shows a message and its label or its being required has just
 * changed (category 985): the message follows (请输入院校简称, not 请输入学校简称), or goes.
 */
const recheckShown = (field: FieldLike) => {
  if (field.selfErrors.length) void Promise.resolve()
      .then(() => field.validate('onInput'))
      .catch(() => undefined);
};

/** The widget's placeholder for the field under `label` (undefined for a widget without one). */
function placeholderFor(field: FormField, label: string, context: FormContext, registry: FieldRegistry): string | undefined {
  const props = registry[field.component.type].props({ ...field, name: label }, context);
  return 'placeholder' in props ? props.placeholder : undefined;
}

function compileReactions(field: FormField, context: FormContext, branchType: unknown, registry: FieldRegistry, formReader: FormReader): Reaction[] {
  const reactions: Reaction[] = [validateOnBlur];
  const mustValue = field.component.must_value;
  if (field.show_if.length > 0 || mustValue) {
    reactions.push((target) => {
      target.visible = fieldVisible(field, formReader(target.form));
    });
  }
  if (field.other_name) {
    // The placeholder names the field too (请输入学校简称): it follows the label.
    const placeholders = new Map([field.name, field.other_name].map((label) => [label, placeholderFor(field, label, context, registry)]));
    reactions.push((target) => {
      const label = fieldLabel(field, formReader(target.form));
      const renamed = target.title !== label;
      target.title = label;
      const placeholder = placeholders.get(label);
      if (placeholder !== undefined) target.setComponentProps({ placeholder });
      if (renamed) recheckShown(target);
    });
  }
  if (field.component.required_type === 2) {
    reactions.push((target) => {
      const required = fieldRequired(field, formReader(target.form), context);
      const changed = target.decoratorProps.asterisk !== required;
      target.setDecoratorProps({ asterisk: required });
      if (changed) recheckShown(target);
    });
  }
  if (field.field === 'is_branch') {
    // Choosing is_branch = 1 sets type = 3 (spec section 4).
    reactions.push((target) => {
      if (sameId(target.value, 1) && !sameId(target.form.getValuesIn('type'), 3)) {
        target.form.setValuesIn('type', branchType);
        // the value the condition set answers a 请选择机构类型 shown there
        const typeField = target.form.query('type').take() as FieldLike | undefined;
        if (typeField && 'selfErrors' in typeField) recheckShown(typeField);
      }
    });
  }
  return reactions;
}

/** The form path a field is bound to: its key, or where its type puts it (an address-coordinate's address, or longitude). */
const boundPath = (field: FormField, registry: FieldRegistry): string => registry[field.component.type].paths?.(field).bound ?? toFormPath(fieldKeys(field)[0] ?? '');

/** The form path a field of the registered types is bound to (boundPath). */
export const primaryPath = (field: FormField): string => boundPath(field, FIELD_REGISTRY);

/** The value `type` takes when is_branch is 1: the type field's own option id for 3, else 3. */
function branchTypeValue(config: FormConfig): unknown {
  const typeField = config.fields.find((field) => field.field === 'type');
  return typeField?.component.data_source?.data?.find((option) => sameId(option.id, 3))?.id ?? 3;
}

export function compileField(field: FormField, index: number, context: FormContext, branchType: unknown = 3, registry: FieldRegistry = FIELD_REGISTRY): CompiledField {
  const entry = registry[field.component.type];
  const staticRequired = field.component.required_type !== 2 && field.rules.required && !field.rules.nullable;
  const keys = fieldValueKeys(field, registry);
  const formReader = fieldReader(field, keys);
  return {
    type: entry.list(field) ? 'array' : 'string',
    title: field.name,
    // the hint says how to fill the field in: a detail view shows values only
    ...(field.mark && context.mode !== 'detail' ? { description: field.mark } : {}),
    ...(field.component.default !== undefined ? { default: field.component.default } : {}),
    'x-index': index,
    'x-decorator': LAYOUT.item,
    'x-decorator-props': { gridSpan: GRID_SPAN[field.component.size], asterisk: staticRequired },
    'x-component': entry.widget,
    'x-component-props': entry.props(field, context),
    'x-validator': [{ triggerType: 'onInput', validator: compileValidator(field, context, registry, formReader, keys) }],
    'x-reactions': compileReactions(field, context, branchType, registry, formReader),
    'x-data': { showField: field.show_field ? toFormPath(field.show_field) : undefined, fieldType: field.component.type },
    ...(field.readonly ? { 'x-read-pretty': true as const } : {}),
  };
}

/**
 * A parsed form-config -> a Formily schema: one grid of fields, in config order, each by its
 * type's entry in `registry` (by default the field types of engine/form/field-types/).
 * compileForm(parseFormConfig(raw).config, { initialValues }) -> { type: 'object', properties: { grid: … } }
 */
export function compileForm(config: FormConfig, context: FormContext = {}, registry: FieldRegistry = FIELD_REGISTRY): CompiledForm {
  // one compile per config version and context (issue 32 item 3): a 新增 opened again takes the same schema
  const byContext = compiled.get(registry)?.get(config);
  const key = `${context.auth === true}|${context.mode ?? ''}`;
  const values = context.initialValues ?? NO_VALUES;
  const known = byContext?.get(key)?.get(values);
  if (known) return known;
  const fresh = compileAnew(config, context, registry);
  if (!compiled.has(registry)) compiled.set(registry, new WeakMap());
  const forConfig = compiled.get(registry) as WeakMap<FormConfig, Map<string, WeakMap<object, CompiledForm>>>;
  if (!forConfig.has(config)) forConfig.set(config, new Map());
  const forContext = forConfig.get(config) as Map<string, WeakMap<object, CompiledForm>>;
  if (!forContext.has(key)) forContext.set(key, new WeakMap());
  forContext.get(key)?.set(values, fresh);
  return fresh;
}

/** The compiled forms, by registry, config (a parse's result: the same object for the same config version), context and loaded values. */
const compiled = new WeakMap<FieldRegistry, WeakMap<FormConfig, Map<string, WeakMap<object, CompiledForm>>>>();
const NO_VALUES = {};

function compileAnew(config: FormConfig, context: FormContext, registry: FieldRegistry): CompiledForm {
  const properties: Record<string, CompiledField> = {};
  const branchType = branchTypeValue(config);
  config.fields.forEach((field, index) => {
    if (!inMode(field, context.mode)) return;
    properties[boundPath(field, registry)] = compileField(field, index, context, branchType, registry);
  });
  return {
    type: 'object',
    properties: {
      grid: {
        type: 'void',
        'x-component': LAYOUT.grid,
        'x-component-props': { maxColumns: 4, minColumns: 4, columnGap: 16 },
        properties,
      },
    },
  };
}
