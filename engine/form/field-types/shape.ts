import { FIELD_FORMAT_NAMES } from '../../account/rules.ts';
import { fieldKey, looseId, looseNumber, optionalFlag, optionalNumber, optionalText, text } from '../../config/primitives.ts';
import { anyCase, z } from '../../config/zod.ts';

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
  id: looseId.describe('选项的 id，即提交的值：数字或字符串，如 985'),
  name: z.coerce.string().describe('选项显示的文字，如 "985院校"'),
  get children() {
    return z.array(selectOption).optional().describe('下一级选项（级联选择），同样是 [{id, name}]');
  },
});

/** A list of form keys, as a JSON list or a comma-separated string ("category_id,major_id"). */
const fieldKeyList = (description: string) =>
  z
    .union([z.array(fieldKey), z.string().transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))])
    .pipe(z.array(fieldKey))
    .optional()
    .describe(description);

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
    data_type: z
      .enum(['api', 'normal'], { error: 'data_type 只能是 api 或 normal' })
      .optional()
      .describe('选项从哪里来：api 从接口 data_source 加载，normal 用固定的 data；省略时有 data 即 normal，否则 api'),
    data_source: text.optional().describe('选项接口的地址（data_type 为 api 时必填），应答 [{id, name}] 或分页 {data, total}，如 "/api/common/categories?type=4"'),
    data: z.array(selectOption).optional().describe('固定的选项列表（data_type 为 normal 时），如 [{"id": 1, "name": "是"}, {"id": 0, "name": "否"}]'),
    must_query: fieldKeyList('作为查询参数发送的表单字段（列表或逗号分隔，如 "category_id"）：每个都有值后才加载选项'),
    need_last: optionalFlag.describe('1：级联选择只提交最后一级的 id，不提交整条路径'),
    child_source: text.optional().describe('下一级选项的接口地址：选中一项后，以其 id 加载它的下一级'),
    child_query: text.optional().describe('加载下一级时，选中项 id 的参数名，默认 parent_id'),
    child_must_query: fieldKeyList('加载下一级时一并发送的表单字段（同 must_query）'),
    search: optionalFlag.describe('1：可输入文字筛选选项（以 name 发给接口）'),
    depth: optionalNumber.describe('级联的层数，如地区 3（省、市、区）；大于 1 时为级联选择'),
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
  name: fieldKey.describe('条件看的字段名：表单里另一个字段的 field（行操作里是该行的键），如 "is_head"'),
  value: z.union([scalar, z.array(scalar)]).describe('应等于的值：1 与 "1" 相同；列表表示其中任一，如 [1, 2]；null 表示为空'),
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

const WIDTH_SIZES = ['S', 'M', 'L'] as const;
const widthSize = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(WIDTH_SIZES, { error: 'size 只能是 S（25%）、M（50%）或 L（100%）' }));

/** A whole number of pixels, 1 to 4096, or a string holding one ("300"). */
const pixels = (what: string) =>
  looseNumber
    .pipe(z.number().int({ error: `${what}应为整数像素` }).min(1, { error: `${what}至少为 1 像素` }).max(4096, { error: `${what}最多 4096 像素` }))
    // the bounds in the JSON Schema too (its input side is looseNumber's): editors and the studio's panel show them
    .meta({ minimum: 1, maximum: 4096 });

/** image: the size the picture is cropped to before it is uploaded (the cropper opens). */
export const cropSize = z.strictObject({
  width: pixels('crop.width ').describe('裁剪后的宽度，整数像素 1–4096，如 300'),
  height: pixels('crop.height ').describe('裁剪后的高度，整数像素 1–4096，如 300'),
});
export type CropSize = z.output<typeof cropSize>;

/** `crop` as the image type reads it: a crop size, or nothing. */
export const optionalCrop = cropSize
  .nullish()
  .transform((value) => value ?? undefined)
  .describe('仅 image：裁剪尺寸 {"width": 300, "height": 300}，选图后先裁剪，再上传到 /api/admin/common/upload-img');

/** `data_source` of a type that may go without one: a select config, or nothing. */
export const optionalSource = selectConfig
  .nullish()
  .transform((value) => value ?? undefined)
  .describe('选项来源：{"data": [{id, name}]} 或 {"data_type": "api", "data_source": "/api/…"}，也可直接写接口地址或选项列表；select、radio、search-page 必填');

/**
 * The keys every field type's `component` accepts (spec section 3), in the order the unknown-key
 * message lists them. A type may change what one of them reads (image reads `crop`); it never
 * drops one, so a key is never a warning for one type and an error for another.
 */
const SHARED_KEYS = {
  must_value: idList
    .nullish()
    .transform((value) => value ?? undefined)
    .describe('类别 id 列表（或 "985,211"）：仅当 category_id 为其中之一时显示此字段；表单须有 category_id 字段'),
  required_type: oneOrTwo('required_type')
    .nullish()
    .transform((value) => value ?? undefined)
    .describe('2：仅当类别为 985 时必填（哪个类别见 required_category），其他类别不必填；表单须有 category_id 字段'),
  required_category: oneOrTwo('required_category')
    .nullish()
    .transform((value) => value ?? undefined)
    .describe('配合 required_type 2：1 看当前选择的 category_id，2 看表单载入时的 category_id'),
  size: widthSize
    .nullish()
    .transform((value) => value ?? 'L')
    .meta({ description: '宽度（4 列栅格）：S 占 1/4，M 占 1/2，L 或省略占整行；大小写均可', anyOf: [...anyCase(WIDTH_SIZES), { type: 'null' }] }),
  min: optionalNumber.describe('仅 image-arr：最少几张图片，默认 1'),
  multiple: optionalFlag.describe('1：可多选（select、search-page、file），值为列表'),
  multi: optionalFlag.describe('multiple 的旧写法，作用相同'),
  data_source: optionalSource,
  default: z.unknown().optional().describe('新增记录时的默认值，如 1 或 "北京"'),
  crop: optionalCrop,
};

export type SharedKeys = typeof SHARED_KEYS;

/** A component as its type's checks read it (parsed, its `type` any text). */
type ParsedComponent = z.output<z.ZodObject<SharedKeys>>;

/** Where a component check reports: the path inside the component, and the message. */
export type ComponentIssue = (path: PropertyKey[], message: string) => void;

/** What a field type says of its component besides its name (field-types/entry.ts, defineFieldType). */
export interface ComponentRules<K extends Partial<SharedKeys>> {
  /** The type's Chinese name and one-line description: its branch's title and description in the JSON Schema. */
  title?: string;
  description?: string;
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
  const shape = z.strictObject({
    type: z.literal(type).describe(`字段类型 ${type}：决定控件、取值和校验（各类型见 schemas/README.md 的字段类型表）`),
    ...SHARED_KEYS,
    ...(rules.keys as K),
  });
  const named = { ...(rules.title ? { title: rules.title } : {}), ...(rules.description ? { description: rules.description } : {}) };
  return json.length || rules.title || rules.description ? shape.meta({ ...named, ...(json.length ? { allOf: json } : {}) }) : shape;
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
      name: z.enum(['longitude', 'latitude', 'address'], { error: 'name 只能是 longitude、latitude 或 address' }).describe('写入什么：longitude 经度、latitude 纬度、address 地址'),
      value: fieldKey.describe('写入的表单字段，可为嵌套路径，如 "info|longitude"'),
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
    required: optionalFlag.describe('1：必填，空着提交时提示 请输入{name}、请选择{name} 等（rules.message 可另写）'),
    max: optionalNumber.describe('上限：text、textarea 最多几个字；tag 和多选最多选几项；image-arr 最多几张（默认且最多 9）'),
    nullable: optionalFlag.describe('1：即使 required 为 1 也可不填'),
    type: optionalText.describe('旧服务器的值类型提示（如 "number"），只读取，不影响校验'),
    message: optionalText.describe('必填时的提示，替换按类型给出的，如 "请填写手机号码"'),
    format: z
      .enum(FIELD_FORMAT_NAMES, { error: `format 应为 ${FIELD_FORMAT_NAMES.join('、')} 之一` })
      .optional()
      .describe(`值须符合的格式：${FIELD_FORMAT_NAMES.join('、')}（用户名、强密码、手机号）`),
  })
  .nullish()
  .transform((value) => value ?? { required: false, max: undefined, nullable: false, type: undefined, message: undefined, format: undefined })
  .describe('校验规则，如 {"required": 1, "max": 20}');

/** The keys of a form field, in the order they are listed, with its `component`. */
export const fieldShape = <C extends z.ZodType>(component: C) => ({
  name: text.describe('字段的标签，也用于提示语（请输入{name}），如 "学校简称"'),
  other_name: optionalText.describe('类别（category_id）为 985 时替换 name 的标签，如 "大学简称"；表单须有 category_id 字段'),
  field: z
    .union([fieldKey, coordinateMapping], { error: 'field 应为字段名（如 info|address），地址坐标字段为 [{name, value}] 列表' })
    .describe('提交的字段名，嵌套值用 | 分隔（如 "info|price"）；address-coordinate 为 [{name, value}] 列表，指明经度、纬度、地址各写入哪个字段'),
  show_field: fieldKey
    .nullish()
    .transform((value) => value ?? undefined)
    .describe('只读显示时改为显示的字段，如 school_id 显示 "school_name"'),
  mark: optionalText.describe('字段下方的提示文字，如 "不超过20个字"'),
  rules: fieldRules,
  component: component.describe('控件：{type, …}，type 决定其余可写的键'),
  show_if: conditions.describe('显示条件：{name, value} 或其列表，全部满足时才显示，如 {"name": "is_head", "value": 0}；name 须是本表单的字段'),
  only: z
    .enum(['add', 'edit'], { error: 'only 只能是 add（仅新增）或 edit（仅编辑和详情）' })
    .optional()
    .describe('add：只在新增表单中（如账号密码）；edit：只在编辑和详情中'),
  readonly: optionalFlag.describe('1：只显示值、不可编辑；服务器保留已存的值'),
});

/** A form field whatever its type: what a field type's entry reads (its hooks take this). */
export const anyFormField = z.strictObject(fieldShape(anyFieldComponent));
export type AnyFormField = z.output<typeof anyFormField>;
