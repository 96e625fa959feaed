import type { AnyFormField, anyFormField } from '../config/form-config.ts';
import type { z } from '../config/zod.ts';
import { toFormPath } from '../paths.ts';
import { DATE_FORMATS, dateCheck } from './date-field.ts';
import { isPasswordField } from './secrets.ts';
import type { UploadRuleName } from './uploads.ts';
import { asFiles, asItems, asOption, asSent, asText, asTime, type ValueReader } from './value-readers.ts';
import type { CropSize, SelectConfig } from '../config/form-config.ts';

// One entry per server field type (spec section 3): its widget, its props, its value shape, its
// required message (spec section 5), its check and an example used by the stories and the tests.
// This is where a field type is declared: its key here is the type's name, FIELD_TYPES and the
// config's type enum are derived from these keys (engine/config/form-config.ts), the JSON
// Schemas, the stories and the server's checks follow (schemas/README.md, Adding a field type).

/** The address-coordinate mapping: the form paths (dotted) each part is written to. */
export interface CoordinatePaths {
  longitude: string;
  latitude: string;
  address?: string | undefined;
}

/**
 * The contract between the engine and the widgets: the props (x-component-props) of each widget
 * name (x-component). adapters/antd/widgets registers a component per name by its file: a new
 * widget is its props here and one file there.
 */
export interface WidgetProps {
  /** password: a masked input with a show toggle (rules.format password). */
  TextInput: { maxLength?: number | undefined; placeholder: string; password?: boolean };
  NumericInput: { maxLength?: number | undefined; placeholder: string };
  FileUpload: { rule: UploadRuleName; multiple: boolean };
  SearchPageSelect: { source: SelectConfig; multiple: boolean; pageSize: number; placeholder: string };
  ConfigSelect: { source: SelectConfig | undefined; multiple: boolean; maxCount?: number | undefined; placeholder: string };
  ConfigRadio: { source: SelectConfig | undefined };
  /** `crop`: the output size; set, a chosen picture goes through the cropper first. */
  ImageUpload: { rule: UploadRuleName; crop?: CropSize | undefined };
  TagSelect: { source: SelectConfig | undefined; maxCount?: number | undefined; placeholder: string };
  TextArea: { maxLength?: number | undefined; placeholder: string };
  ImageList: { rule: UploadRuleName; min: number; max: number };
  CategoryTags: { source: SelectConfig | undefined; multiple: boolean };
  AddressCoordinate: { paths: CoordinatePaths };
  /** `format`: the dayjs format of the value (YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss with a time). */
  DateInput: { format: string; showTime: boolean; placeholder: string };
}

export type WidgetName = keyof WidgetProps;

type FormField = AnyFormField;
/** A field as written in a form-config, without its name and key: an entry's example. */
type RawField = z.input<typeof anyFormField>;

export interface FormContext {
  /** The authentication form: file fields take pdf, jpg, jpeg, png only (spec section 5). */
  auth?: boolean | undefined;
  /** The values the form was loaded with (required_category 2 reads the category from them). */
  initialValues?: Record<string, unknown> | undefined;
  /** Which form of a record this is: fields marked `only` for the other one are left out. */
  mode?: 'add' | 'edit' | 'detail' | undefined;
}

export interface FieldTypeEntry<W extends WidgetName = WidgetName> {
  widget: W;
  /** Whether the form value is a list. */
  list(field: FormField): boolean;
  /** The message of an empty required field, given its current label. */
  requiredMessage(label: string, field: FormField): string;
  props(field: FormField, context: FormContext): WidgetProps[W];
  /** A value loaded from the server as the form keeps it (engine/form/read-values.ts): "2" -> the option 2. */
  read: ValueReader;
  /** A problem with a non-empty value ('' when fine); `label` is the current label. */
  check?(value: unknown, field: FormField, label: string): string;
  /** select, radio, search-page: the options must be configured (a config without data_source is an error). */
  needsSource?: boolean;
  /** A filled example: the field config (without name/field) and the form values it shows. */
  example: { label: string; config: Omit<RawField, 'name' | 'field'>; key: RawField['field']; values: Record<string, unknown> };
}

const enter = (label: string) => `请输入${label}`;
const choose = (label: string) => `请选择${label}`;
const multiple = (field: FormField) => field.component.multiple || field.component.multi;
const maxLength = (field: FormField) => field.rules.max;

/** image-arr: at least `min` (default 1), at most `max` (rules.max, default and cap 9). */
export function imageCount(field: FormField): { min: number; max: number } {
  const max = Math.min(Math.max(field.rules.max ?? 9, 1), 9);
  return { min: Math.min(Math.max(field.component.min ?? 1, 0), max), max };
}

export function coordinatePaths(field: FormField): CoordinatePaths {
  const mapping = Array.isArray(field.field) ? field.field : [];
  const find = (role: string) => mapping.find((entry) => entry.name === role)?.value;
  const address = find('address');
  return {
    longitude: toFormPath(find('longitude') ?? 'longitude'),
    latitude: toFormPath(find('latitude') ?? 'latitude'),
    address: address === undefined ? undefined : toFormPath(address),
  };
}

/** Text fields take text or a number, never a list or an object (issue 33: one was stored as [object Object]). */
const textCheck = (value: unknown, label: string) => (typeof value === 'string' || typeof value === 'number' ? '' : `${label}应为文字`);

const lengthCheck = (value: unknown, field: FormField, label: string) => {
  const max = maxLength(field);
  if (textCheck(value, label)) return textCheck(value, label);
  return max !== undefined && typeof value === 'string' && [...value].length > max ? `${label}最多${max}个字` : '';
};

/** Digits and dots (spec section 5) making one number: 12, 12.5, 12. and .5 pass; 1.2.3 does not. */
const numericCheck = (text: string, label: string) => {
  if (!/^[0-9.]*$/.test(text)) return `${label}只能输入数字和小数点`;
  return /^(\d+\.?\d*|\.\d+)$/.test(text) ? '' : `${label}格式不正确，请输入数字，如 12.5`;
};

const countCheck = (value: unknown, field: FormField) => {
  const max = field.rules.max;
  return max !== undefined && Array.isArray(value) && value.length > max ? `最多选择${max}项` : '';
};

const entry = <W extends WidgetName>(value: FieldTypeEntry<W>): FieldTypeEntry<W> => value;

const CATEGORIES = [
  { id: 985, name: '985院校' },
  { id: 211, name: '211院校' },
  { id: 3, name: '职业院校' },
  { id: 4, name: '培训机构' },
];

export const FIELD_REGISTRY = {
  text: entry({
    widget: 'TextInput',
    list: () => false,
    read: asText,
    requiredMessage: enter,
    props: (field) => ({ maxLength: maxLength(field), placeholder: enter(field.name), ...(isPasswordField(field) ? { password: true } : {}) }),
    check: lengthCheck,
    example: { label: '学校简称', key: 'short_name', config: { mark: '不超过20个字', rules: { required: 1, max: 20 }, component: { type: 'text', size: 'M' } }, values: { short_name: '阳光学校' } },
  }),
  numeric: entry({
    widget: 'NumericInput',
    list: () => false,
    read: asSent,
    requiredMessage: enter,
    props: (field) => ({ maxLength: maxLength(field), placeholder: enter(field.name) }),
    check: (value, field, label) => numericCheck(String(value).trim(), label) || lengthCheck(value, field, label),
    example: { label: '学费（元）', key: 'price', config: { rules: { required: 1 }, component: { type: 'numeric', size: 'S' } }, values: { price: '12800.50' } },
  }),
  file: entry({
    widget: 'FileUpload',
    list: multiple,
    read: asFiles,
    requiredMessage: (label) => `请上传${label}`,
    props: (field, context) => ({ rule: (context.auth ? 'authFile' : 'file') satisfies UploadRuleName, multiple: multiple(field) }),
    example: { label: '办学许可证', key: 'license_file', config: { mark: '请上传加盖公章的扫描件', rules: { required: 1 }, component: { type: 'file' } }, values: { license_file: 'uploads/demo/办学许可证.pdf' } },
  }),
  'search-page': entry({
    widget: 'SearchPageSelect',
    needsSource: true,
    list: multiple,
    read: asOption,
    requiredMessage: choose,
    props: (field) => ({
      source: field.component.data_source ?? { data_type: 'api', data_source: '', need_last: false, search: true, depth: undefined },
      multiple: multiple(field),
      pageSize: 10,
      placeholder: `搜索${field.name}`,
    }),
    example: {
      label: '所属学校',
      key: 'school_id',
      config: { show_field: 'school_name', rules: { required: 1 }, component: { type: 'search-page', data_source: { data_type: 'api', data_source: '/api/common/schools' } } },
      values: { school_id: 1, school_name: '阳光示范学校' },
    },
  }),
  select: entry({
    widget: 'ConfigSelect',
    needsSource: true,
    list: multiple,
    read: asOption,
    requiredMessage: choose,
    props: (field) => ({ source: field.component.data_source, multiple: multiple(field), maxCount: field.rules.max, placeholder: choose(field.name) }),
    check: countCheck,
    example: { label: '办学类型', key: 'category_id', config: { rules: { required: 1 }, component: { type: 'select', size: 'M', data_source: { data_type: 'normal', data: CATEGORIES } } }, values: { category_id: 985 } },
  }),
  radio: entry({
    widget: 'ConfigRadio',
    needsSource: true,
    list: () => false,
    read: asOption,
    requiredMessage: choose,
    props: (field) => ({ source: field.component.data_source }),
    example: {
      label: '是否总部',
      key: 'is_head',
      config: { rules: { required: 1 }, component: { type: 'radio', data_source: { data: [{ id: 1, name: '是' }, { id: 0, name: '否' }] } } },
      values: { is_head: 1 },
    },
  }),
  image: entry({
    widget: 'ImageUpload',
    list: () => false,
    read: asText,
    requiredMessage: choose,
    props: (field) => ({ rule: 'image', ...(field.component.crop ? { crop: field.component.crop } : {}) }),
    example: { label: '学校Logo', key: 'logo', config: { mark: '建议尺寸 200×200', rules: { required: 1 }, component: { type: 'image', size: 'S' } }, values: { logo: 'uploads/demo/logo.png' } },
  }),
  tag: entry({
    widget: 'TagSelect',
    list: () => true,
    read: asOption,
    requiredMessage: choose,
    props: (field) => ({ source: field.component.data_source, maxCount: field.rules.max, placeholder: `输入后回车可新建${field.name}` }),
    check: countCheck,
    example: {
      label: '办学特色',
      key: 'tags',
      config: { rules: { required: 1, max: 5 }, component: { type: 'tag', data_source: { data: [{ id: '小班教学', name: '小班教学' }, { id: '名师授课', name: '名师授课' }, { id: '就业推荐', name: '就业推荐' }] } } },
      values: { tags: ['小班教学', '名师授课'] },
    },
  }),
  textarea: entry({
    widget: 'TextArea',
    list: () => false,
    read: asText,
    requiredMessage: enter,
    props: (field) => ({ maxLength: maxLength(field), placeholder: enter(field.name) }),
    check: lengthCheck,
    example: { label: '学校简介', key: 'introduction', config: { rules: { required: 1, max: 200 }, component: { type: 'textarea' } }, values: { introduction: '阳光示范学校创办于1998年，是一所以职业教育为主的综合性学校。' } },
  }),
  'image-arr': entry({
    widget: 'ImageList',
    list: () => true,
    read: asItems,
    requiredMessage: (_label, field) => {
      const { min, max } = imageCount(field);
      return `请选择${min}-${max}张图片`;
    },
    props: (field) => ({ rule: 'image', ...imageCount(field) }),
    check: (value, field) => {
      const { min, max } = imageCount(field);
      const count = Array.isArray(value) ? value.length : 0;
      return count > 0 && (count < min || count > max) ? `请选择${min}-${max}张图片` : '';
    },
    example: { label: '资质图片', key: 'qualification_images', config: { rules: { required: 1, max: 9 }, component: { type: 'image-arr', min: 1 } }, values: { qualification_images: ['uploads/demo/资质1.png', 'uploads/demo/资质2.png'] } },
  }),
  'category-org-tag': entry({
    widget: 'CategoryTags',
    list: () => true,
    read: asOption,
    requiredMessage: choose,
    props: (field) => ({ source: field.component.data_source, multiple: true }),
    check: countCheck,
    example: { label: '机构类别', key: 'org_categories', config: { rules: { required: 1 }, component: { type: 'category-org-tag', data_source: { data: CATEGORIES } } }, values: { org_categories: [985, 3] } },
  }),
  'address-coordinate': entry({
    widget: 'AddressCoordinate',
    list: () => false,
    read: asText,
    requiredMessage: () => '请选择坐标',
    props: (field) => ({ paths: coordinatePaths(field) }),
    example: {
      label: '学校地址',
      key: [
        { name: 'longitude', value: 'info|longitude' },
        { name: 'latitude', value: 'info|latitude' },
        { name: 'address', value: 'info|address' },
      ],
      config: { mark: '点击“获取坐标”在地图上选择', rules: { required: 1 }, component: { type: 'address-coordinate' } },
      values: { info: { longitude: '116.407526', latitude: '39.90403', address: '北京市东城区东长安街' } },
    },
  }),
  date: entry({
    widget: 'DateInput',
    list: () => false,
    read: asTime('date'),
    requiredMessage: choose,
    props: (field) => ({ format: DATE_FORMATS.date, showTime: false, placeholder: choose(field.name) }),
    check: dateCheck('date'),
    example: { label: '开始日期', key: 'start_date', config: { rules: { required: 1 }, component: { type: 'date', size: 'S' } }, values: { start_date: '2026-09-01' } },
  }),
  datetime: entry({
    widget: 'DateInput',
    list: () => false,
    read: asTime('datetime'),
    requiredMessage: choose,
    props: (field) => ({ format: DATE_FORMATS.datetime, showTime: true, placeholder: choose(field.name) }),
    check: dateCheck('datetime'),
    example: { label: '上线时间', key: 'online_at', config: { rules: { required: 1 }, component: { type: 'datetime', size: 'M' } }, values: { online_at: '2026-09-01 08:30:00' } },
  }),
} satisfies Record<string, FieldTypeEntry>;

export type FieldRegistry = typeof FIELD_REGISTRY;
