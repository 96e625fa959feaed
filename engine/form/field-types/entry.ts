import type { z } from '../../config/zod.ts';
import type { ValueReader } from '../value-readers.ts';
import { componentChecks, componentOf, type AnyFormField, type anyFormField, type ComponentIssue, type ComponentRules, type SharedKeys } from './shape.ts';

// The contract of a field type (spec section 3): what its file in engine/form/field-types/
// exports, and the helpers the types share. The generated form (compile.ts), the one rule set
// (validate.ts), the loaded values (read-values.ts), the config's union (form-config.ts), the
// JSON Schemas, the stories and the reference server all read the entry; none of them names a
// type.

export interface FormContext {
  /** The authentication form: file fields take pdf, jpg, jpeg, png only (spec section 5). */
  auth?: boolean | undefined;
  /** The values the form was loaded with (required_category 2 reads the category from them). */
  initialValues?: Record<string, unknown> | undefined;
  /** Which form of a record this is: fields marked `only` for the other one are left out. */
  mode?: 'add' | 'edit' | 'detail' | undefined;
}

/** A field as written in a form-config, without its name and key: an entry's example. */
type RawField = z.input<typeof anyFormField>;

/** Where a field that writes several keys sits in the form (address-coordinate). */
export interface FieldPaths {
  /** The form path its widget is bound to. */
  bound: string;
  /** The form paths that must all hold a value for the field to count as filled. */
  filled: readonly string[];
}

/** The zod shape of a type's `component`: `{type: <its name>, …}`. */
export type ComponentShape<T extends string = string> = z.ZodType<{ type: T }>;

/**
 * One field type. `W` is its widget's name (x-component) and `P` that widget's props
 * (x-component-props): adapters/form/widgets gives a component for every widget name, taking
 * these props. `C` is the zod shape of its component.
 */
export interface FieldTypeEntry<W extends string = string, P = unknown, C extends ComponentShape = ComponentShape> {
  /** Its Chinese name, as the studio's palette offers it (and its JSON Schema branch's title): 单行文本. */
  title: string;
  /** What it is, in one line (its JSON Schema branch's description): 一行文字，最多 rules.max 个字. */
  description: string;
  /**
   * Its `component` as the config writes it (shape.ts, componentOf): a strict object of its
   * `{type}` and the shared keys, with the type's rules. field-types/index.ts puts these together
   * as the union discriminated by `type` (fieldComponent).
   */
  component: C;
  /** The checks of its parsed component (shape.ts, componentChecks), run by formField over the whole field. */
  checkComponent(component: AnyFormField['component'], issue: ComponentIssue): void;
  widget: W;
  props(field: AnyFormField, context: FormContext): P;
  /** Whether the form value is a list. */
  list(field: AnyFormField): boolean;
  /** A value loaded from the server as the form keeps it (engine/form/read-values.ts): "2" -> the option 2. */
  read: ValueReader;
  /** The message of an empty required field, given its current label. */
  requiredMessage(label: string, field: AnyFormField): string;
  /** A problem with a non-empty value ('' when fine); `label` is the current label. */
  check?(value: unknown, field: AnyFormField, label: string): string;
  /** Its options must be configured: its component needs `data_source`, and the JSON Schema says so. */
  needsSource?: boolean;
  /** A filled example: the field config (without name/field) and the form values it shows (stories, tests). */
  example: { label: string; config: Omit<RawField, 'name' | 'field'>; key: RawField['field']; values: Record<string, unknown> };

  // The rarer hooks: absent, a type writes one key and reads it as it is.

  /** Its `field` is a list of the keys it writes ([{name, value}]), never one key; `message` when it is one key. */
  mapping?: { message: string };
  /** Where it sits in the form when it writes several keys; absent: its one key. */
  paths?(field: AnyFormField): FieldPaths;
  /** The form path its value is read from and checked at; absent: its one key. */
  valueKey?(field: AnyFormField): string;
  /**
   * A spreadsheet column can fill it (the import template and upload of a list page): for the
   * fields it `accepts` (default every one), each cell's text read by `cell` (default as text).
   */
  importable?: { accepts?(field: AnyFormField): boolean; cell?(text: string): unknown };
  /** How a list's search filter of this type matches (the reference server): 'like' in part; absent, 'eq'. */
  searchOperator?: 'like' | 'eq';
  /** A sent value as a backend stores it (the reference server's add and update); absent, as sent. */
  stored?(value: unknown): unknown;
}

/** A field type as its file declares it: the entry without its component, and what its component reads and refuses. */
export type FieldTypeSpec<W extends string, P, K extends Partial<SharedKeys>> = Omit<FieldTypeEntry<W, P>, 'component' | 'checkComponent'> & ComponentRules<K>;

/**
 * Declares the field type `type` (its file's export): the entry, with its component and its
 * checks built from the shared keys and the spec's rules (componentOf, componentChecks). The
 * widget's props type is `props`'s.
 */
export function defineFieldType<T extends string, W extends string, P, K extends Partial<SharedKeys> = Record<never, never>>(type: T, spec: FieldTypeSpec<W, P, K>) {
  return { ...spec, component: componentOf(type, spec), checkComponent: componentChecks(type, spec) };
}

export const enter = (label: string) => `请输入${label}`;
export const choose = (label: string) => `请选择${label}`;
export const multiple = (field: AnyFormField) => field.component.multiple || field.component.multi;
export const maxLength = (field: AnyFormField) => field.rules.max;

/** Text fields take text or a number, never a list or an object (issue 33: one was stored as [object Object]). */
const textCheck = (value: unknown, label: string) => (typeof value === 'string' || typeof value === 'number' ? '' : `${label}应为文字`);

/** Text fields store text (issue 58: the admin add stored a number sent as user_name or mobile as a number): 13800138000 -> '13800138000'. */
export const storedAsText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);

/** Half of a character (a lone UTF-16 surrogate): text cut inside an emoji, which no font can show. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text, well formed, and at most rules.max characters, counted as people count them (code points:
 * an emoji is one, as a Chinese character is), in the browser and the server alike (issue 58).
 * lengthCheck('😀'.repeat(40), { rules: { max: 40 } }, '专业名称') -> ''
 */
export const lengthCheck = (value: unknown, field: AnyFormField, label: string) => {
  const max = maxLength(field);
  if (textCheck(value, label)) return textCheck(value, label);
  if (typeof value === 'string' && LONE_SURROGATE.test(value)) return `${label}含有无法识别的字符（半个表情符号），请删除后重新输入`;
  return max !== undefined && typeof value === 'string' && [...value].length > max ? `${label}最多${max}个字` : '';
};

/** At most rules.max choices. */
export const countCheck = (value: unknown, field: AnyFormField) => {
  const max = field.rules.max;
  return max !== undefined && Array.isArray(value) && value.length > max ? `最多选择${max}项` : '';
};

/** A fixed option list of the examples: the categories of spec section 3. */
export const EXAMPLE_CATEGORIES = [
  { id: 985, name: '985院校' },
  { id: 211, name: '211院校' },
  { id: 3, name: '职业院校' },
  { id: 4, name: '培训机构' },
];
