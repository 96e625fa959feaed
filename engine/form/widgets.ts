import type { CropSize, SelectConfig } from '../config/form-config.ts';
import type { UploadRuleName } from './uploads.ts';

// The contract between the engine and the widgets: each field type compiles to one widget name
// (x-component) and these props (x-component-props). adapters/antd registers one component per
// name with `satisfies Record<WidgetName, …>`, so a widget missing there is a compile error.

/** The address-coordinate mapping: the form paths (dotted) each part is written to. */
export interface CoordinatePaths {
  longitude: string;
  latitude: string;
  address?: string | undefined;
}

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

/** Layout and wrapper components the compiled schema also names. */
export const LAYOUT = { grid: 'FormGrid', item: 'FormItem' } as const;
