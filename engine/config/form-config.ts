import {
  apiCall,
  fieldKey,
  looseId,
  looseNumber,
  optionalFlag,
  optionalNumber,
  optionalText,
  text,
} from './primitives.ts';
import { z } from './zod.ts';
import { FIELD_FORMAT_NAMES } from '../account/rules.ts';
import { FIELD_REGISTRY } from '../form/registry.ts';

// The form-config exactly as the server sends it (spec section 3, Form config and Select
// config). This file is the one declaration: the TypeScript types are inferred from it and
// schemas/form-config.schema.json is generated from it (`npm run schemas`).

/**
 * The server field types: the twelve of spec section 3, then date and datetime. Listed once, by
 * their entries in engine/form/registry.ts (FIELD_REGISTRY): a new type starts there.
 */
export type FieldType = keyof typeof FIELD_REGISTRY;
export const FIELD_TYPES = Object.keys(FIELD_REGISTRY) as [FieldType, ...FieldType[]];

/** The field types whose options must be configured (their entry's needsSource; a category-org-tag without a source takes the organisation categories, legacy.ts). */
export const NEEDS_DATA_SOURCE: readonly FieldType[] = FIELD_TYPES.filter((type) => FIELD_REGISTRY[type].needsSource);

export const fieldType = z.enum(FIELD_TYPES, {
  error: (issue) =>
    typeof issue.input === 'string'
      ? `未知的字段类型 ${JSON.stringify(issue.input.slice(0, 40))}，可用：${FIELD_TYPES.join(', ')}`
      : `字段类型应为字符串，可用：${FIELD_TYPES.join(', ')}`,
});

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

/** A field's component whatever its type (the registry's entries read it): fieldComponent with `type` any text. */
export const anyFieldComponent = z.strictObject({
  type: z.string(),
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
  data_source: selectConfig.nullish().transform((value) => value ?? undefined),
  default: z.unknown().optional(),
  /** image only: crop to this size ({width, height} in pixels) through the cropper before uploading. */
  crop: cropSize.nullish().transform((value) => value ?? undefined),
});

export const fieldComponent = anyFieldComponent.extend({ type: fieldType });

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
const fieldShape = <C extends z.ZodType>(component: C) => ({
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

/** A form field whatever its type: what a field type's registry entry reads (engine/form/registry.ts). */
export const anyFormField = z.strictObject(fieldShape(anyFieldComponent));
export type AnyFormField = z.output<typeof anyFormField>;

export const formField = z
  .strictObject(fieldShape(fieldComponent))
  .superRefine((field, ctx) => {
    const isCoordinate = field.component.type === 'address-coordinate';
    if (isCoordinate && typeof field.field === 'string') {
      ctx.addIssue({ code: 'custom', path: ['field'], message: 'address-coordinate 字段的 field 应为 [{name: "longitude", value: "info|longitude"}, …] 列表' });
    }
    const needsOptions = NEEDS_DATA_SOURCE.includes(field.component.type);
    if (needsOptions && !field.component.data_source) {
      ctx.addIssue({ code: 'custom', path: ['component', 'data_source'], message: `${field.component.type} 字段需要 data_source：{data: [{id, name}]} 或 {data_type: "api", data_source: "/api/…"}` });
    }
    if (field.component.type === 'search-page' && field.component.data_source && field.component.data_source.data_type !== 'api') {
      ctx.addIssue({ code: 'custom', path: ['component', 'data_source', 'data_type'], message: 'search-page 字段是分页远程搜索，data_type 应为 api' });
    }
    if (field.component.crop && field.component.type !== 'image') {
      ctx.addIssue({ code: 'custom', path: ['component', 'crop'], message: `crop（裁剪尺寸）只用于 image 字段，${field.component.type} 字段不支持` });
    }
    if (!isCoordinate && typeof field.field !== 'string') {
      ctx.addIssue({ code: 'custom', path: ['field'], message: `${field.component.type} 字段的 field 应为字段名字符串；列表只用于 address-coordinate` });
    }
  });
export type FormField = z.output<typeof formField>;

export const formComponent = z.strictObject({
  /** The form's name; `auth_form` adds the 放弃申领 button (spec section 2). */
  name: text,
  title: optionalText,
  api_url: z
    .strictObject({
      show: z.union([text.transform((url) => ({ url, method: 'get' as const })), apiCall]).optional(),
      update: apiCall.optional(),
    })
    .nullish()
    .transform((value) => value ?? undefined),
  /** The key of the authentication status in the show response. */
  auth_status: fieldKey.nullish().transform((value) => value ?? undefined),
  /** The key of the audit log list in the show response. */
  auth_log: fieldKey.nullish().transform((value) => value ?? undefined),
});

export const formConfig = z.strictObject({
  component: formComponent,
  fields: z.array(formField),
});
export type FormConfig = z.output<typeof formConfig>;
/** The form-config as written on the server, before normalisation. */
export type RawFormConfig = z.input<typeof formConfig>;
