import { FIELD_FORMAT_NAMES } from '../../account/rules.ts';
import { fieldKey, looseId, looseNumber, optionalFlag, optionalNumber, optionalText, text } from '../../config/primitives.ts';
import { z } from '../../config/zod.ts';

// What every field type shares, as the server sends it (spec section 3, Form config and Select
// config): the keys of a field, the keys of its `component` and the select config. A field
// type's own file (engine/form/field-types/<type>.ts) builds its component from `componentOf`
// and adds its own rules; engine/config/form-config.ts puts the types together. This file sits
// below both, so engine/config and engine/form import it without a loop.

/** One choice of a select, radio or tag field; `children` for cascading sources (tree node). */
export interface SelectOption {
  id: string | number;
  name: string;
  children?: SelectOption[] | undefined;
}
export const selectOption: z.ZodType<SelectOption> = z.object({
  id: looseId,
  name: z.coerce.string(),
  get children() {
    return z.array(selectOption).optional();
  },
});

/** A list of form keys, as a JSON list or a comma-separated string ("category_id,major_id"). */
const fieldKeyList = z
  .union([z.array(fieldKey), z.string().transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))])
  .pipe(z.array(fieldKey));

/**
 * The select config (spec section 3): where a select, radio, tag, search-page or
 * category-org-tag field takes its options.
 * - normal: the options are `data` ([{id, name}]).
 * - api: GET `data_source`; `must_query` names the form keys sent as query parameters, and the
 *   request waits until each has a value; `child_source` loads the children of a chosen option
 *   (its id sent as `child_query`, default `parent_id`, plus `child_must_query`); `depth` is the
 *   number of cascading levels; `need_last` submits only the last level's id instead of the path;
 *   `search` lets the user type to search (sent as `name`).
 */
export const selectConfig = z
  .strictObject({
    data_type: z.enum(['api', 'normal'], { error: 'data_type 只能是 api 或 normal' }).optional(),
    data_source: text.optional(),
    data: z.array(selectOption).optional(),
    must_query: fieldKeyList.optional(),
    need_last: optionalFlag,
    child_source: text.optional(),
    child_query: text.optional(),
    child_must_query: fieldKeyList.optional(),
    search: optionalFlag,
    depth: optionalNumber,
  })
  .superRefine((config, ctx) => {
    const type = config.data_type ?? (config.data ? 'normal' : 'api');
    if (type === 'api' && !config.data_source) {
      ctx.addIssue({ code: 'custom', path: ['data_source'], message: 'data_type 为 api 时必须给出 data_source（选项接口地址）' });
    }
    if (type === 'normal' && !config.data) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'data_type 为 normal 时必须给出 data（[{id, name}] 选项列表）' });
    }
  })
  .transform((config) => ({ ...config, data_type: config.data_type ?? (config.data ? 'normal' : 'api') }) as const);
export type SelectConfig = z.output<typeof selectConfig>;

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()], { error: '条件值应为字符串、数字、布尔值或 null' });

/** `show_if` entry: shown when the form value `name` equals `value` (or one of a list of values). */
export const condition = z.strictObject({
  name: fieldKey,
  value: z.union([scalar, z.array(scalar)]),
});
export type Condition = z.infer<typeof condition>;

/** show_if: one condition or a list, all of which must match. Normalised to a list. */
export const conditions = z
  .union([condition, z.array(condition)], { error: 'show_if 应为 {name, value} 或其列表' })
  .nullish()
  .transform((value) => (value == null ? [] : Array.isArray(value) ? value : [value]));

/** A list of category ids, as a JSON list or a comma-separated string ("985,211"). */
const idList = z
  .union([z.array(looseId), looseId], { error: 'must_value 应为类别 id 列表或逗号分隔的字符串' })
  .transform((value) =>
    (Array.isArray(value) ? value : String(value).split(','))
      .map((id) => String(id).trim())
      .filter(Boolean),
  );

const oneOrTwo = (what: string) =>
  z
    .union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: `${what} 只能是 1 或 2` })
    .transform((value) => Number(value) as 1 | 2);

const widthSize = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['S', 'M', 'L'], { error: 'size 只能是 S（25%）、M（50%）或 L（100%）' }));

/** A whole number of pixels, 1 to 4096, or a string holding one ("300"). */
const pixels = (what: string) =>
  looseNumber.pipe(z.number().int({ error: `${what}应为整数像素` }).min(1, { error: `${what}至少为 1 像素` }).max(4096, { error: `${what}最多 4096 像素` }));

/** image: the size the picture is cropped to before it is uploaded (the cropper opens). */
export const cropSize = z.strictObject({ width: pixels('crop.width '), height: pixels('crop.height ') });
export type CropSize = z.output<typeof cropSize>;

/** `crop` as the image type reads it: a crop size, or nothing. */
export const optionalCrop = cropSize.nullish().transform((value) => value ?? undefined);

/** `data_source` of a type that may go without one: a select config, or nothing. */
export const optionalSource = selectConfig.nullish().transform((value) => value ?? undefined);

/**
 * The keys every field type's `component` accepts (spec section 3), in the order the unknown-key
 * message lists them. A type may change what one of them reads (image reads `crop`); it never
 * drops one, so a key is never a warning for one type and an error for another.
 */
const SHARED_KEYS = {
  /** Category ids for which the field is shown (spec section 4, Form conditions). */
  must_value: idList.nullish().transform((value) => value ?? undefined),
  /** 2: required only when the category is 985 (spec section 5). */
  required_type: oneOrTwo('required_type').nullish().transform((value) => value ?? undefined),
  /** With required_type 2: 1 reads the form's current category, 2 the originally loaded one. */
  required_category: oneOrTwo('required_category').nullish().transform((value) => value ?? undefined),
  size: widthSize.nullish().transform((value) => value ?? 'L'),
  /** image-arr: the fewest images (default 1). */
  min: optionalNumber,
  multiple: optionalFlag,
  /** The legacy spelling of `multiple`. */
  multi: optionalFlag,
  data_source: optionalSource,
  default: z.unknown().optional(),
  /** image only (image.ts reads it): on any other type a crop size is an error. */
  crop: optionalCrop,
};

export type SharedKeys = typeof SHARED_KEYS;

/** A component as its type's checks read it (parsed, its `type` any text). */
type ParsedComponent = z.output<z.ZodObject<SharedKeys>>;

/** Where a component check reports: the path inside the component, and the message. */
export type ComponentIssue = (path: PropertyKey[], message: string) => void;

/** What a field type says of its component besides its name (field-types/entry.ts, defineFieldType). */
export interface ComponentRules<K extends Partial<SharedKeys>> {
  /** Shared keys the type reads its own way (image: `crop`). */
  keys?: K;
  /** Its options must be configured: `data_source` (a select config) is required. */
  needsSource?: boolean;
  /** Its own checks of the parsed component, after the shared ones (search-page: an api source only). */
  refine?: (component: ParsedComponent, issue: ComponentIssue) => void;
  /** What those checks say in the JSON Schema (input side, legacy spellings included), added to its branch. */
  jsonSchema?: Record<string, unknown>;
}

/**
 * A field type's `component`: a strict object of `{type}` and the shared keys, the type's own
 * readers among them. Its checks (componentChecks) run over the whole field once all of it has
 * been read (engine/config/form-config.ts, formField); what they say in the JSON Schema is this
 * shape's metadata, merged into the type's branch by z.toJSONSchema (engine/config/json-schema.ts).
 * componentOf('image', { keys: { crop: optionalCrop } }) -> z.strictObject({ type: z.literal('image'), must_value, …, crop })
 */
export function componentOf<T extends string, K extends Partial<SharedKeys> = Record<never, never>>(type: T, rules: ComponentRules<K> = {}) {
  const json = [...(readsCrop(rules) ? [] : [{ not: { required: ['crop'] } }]), ...(rules.jsonSchema ? [rules.jsonSchema] : [])];
  const shape = z.strictObject({ type: z.literal(type), ...SHARED_KEYS, ...(rules.keys as K) });
  return json.length ? shape.meta({ allOf: json }) : shape;
}

const readsCrop = (rules: ComponentRules<Partial<SharedKeys>>) => rules.keys !== undefined && 'crop' in rules.keys;

/**
 * The checks of a field type's parsed component, in this order: its options (needsSource), its
 * own (refine), then `crop` on a type that does not read it.
 */
export function componentChecks<K extends Partial<SharedKeys>>(type: string, rules: ComponentRules<K> = {}): (component: ParsedComponent, issue: ComponentIssue) => void {
  return (component, issue) => {
    if (rules.needsSource && !component.data_source) {
      issue(['data_source'], `${type} 字段需要 data_source：{data: [{id, name}]} 或 {data_type: "api", data_source: "/api/…"}`);
    }
    rules.refine?.(component, issue);
    if (!readsCrop(rules) && component.crop) issue(['crop'], `crop（裁剪尺寸）只用于 image 字段，${type} 字段不支持`);
  };
}

/** A field's component whatever its type (what a field type's entry reads): its `type` any text. */
export const anyFieldComponent = z.strictObject({ type: z.string(), ...SHARED_KEYS });

/** address-coordinate: which form key receives the longitude, the latitude and the address. */
export const coordinateMapping = z
  .array(
    z.strictObject({
      name: z.enum(['longitude', 'latitude', 'address'], { error: 'name 只能是 longitude、latitude 或 address' }),
      value: fieldKey,
    }),
  )
  .superRefine((list, ctx) => {
    for (const role of ['longitude', 'latitude'] as const) {
      if (!list.some((entry) => entry.name === role)) {
        ctx.addIssue({ code: 'custom', message: `缺少 {name: "${role}", value: "…"}：地址坐标字段必须指明${role === 'longitude' ? '经度' : '纬度'}写入哪个字段` });
      }
    }
  });

export const fieldRules = z
  .strictObject({
    required: optionalFlag,
    /** Text: the most characters; image-arr: the most images (default 9); select: the most choices. */
    max: optionalNumber,
    /** 1 makes the field optional even when required is 1 (spec section 5). */
    nullable: optionalFlag,
    type: optionalText,
    /** The required message instead of the field type's (the admin form's 请填写手机号码, spec section 5). */
    message: optionalText,
    /** A format the value must have (engine/account/rules.ts): user_name, password (strong), mobile. */
    format: z.enum(FIELD_FORMAT_NAMES, { error: `format 应为 ${FIELD_FORMAT_NAMES.join('、')} 之一` }).optional(),
  })
  .nullish()
  .transform((value) => value ?? { required: false, max: undefined, nullable: false, type: undefined, message: undefined, format: undefined });

/** The keys of a form field, in the order they are listed, with its `component`. */
export const fieldShape = <C extends z.ZodType>(component: C) => ({
  /** The label. */
  name: text,
  /** The label used when the category is 985 (spec section 3, Category). */
  other_name: optionalText,
  /** The form key (a pipe path), or for address-coordinate the list of keys it writes. */
  field: z.union([fieldKey, coordinateMapping], { error: 'field 应为字段名（如 info|address），地址坐标字段为 [{name, value}] 列表' }),
  /** The key of the text shown for the value in read-only mode (e.g. category_name). */
  show_field: fieldKey.nullish().transform((value) => value ?? undefined),
  /** The hint shown under the field. */
  mark: optionalText,
  rules: fieldRules,
  component,
  show_if: conditions,
  /** Only in the add form (an account's password) or only in the edit and detail forms. */
  only: z.enum(['add', 'edit'], { error: 'only 只能是 add（仅新增）或 edit（仅编辑和详情）' }).optional(),
  /** 1: shown as text, never edited (a visitor's question beside the reply); the server keeps the stored value. */
  readonly: optionalFlag,
});

/** A form field whatever its type: what a field type's entry reads (its hooks take this). */
export const anyFormField = z.strictObject(fieldShape(anyFieldComponent));
export type AnyFormField = z.output<typeof anyFormField>;
