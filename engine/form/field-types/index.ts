import { z } from '../../config/zod.ts';
import { addressCoordinate } from './address-coordinate.ts';
import { categoryOrgTag } from './category-org-tag.ts';
import { date } from './date.ts';
import { datetime } from './datetime.ts';
import type { ComponentShape, FieldTypeEntry } from './entry.ts';
import { file } from './file.ts';
import { image } from './image.ts';
import { imageArr } from './image-arr.ts';
import { numeric } from './numeric.ts';
import { radio } from './radio.ts';
import { searchPage } from './search-page.ts';
import { select } from './select.ts';
import { tag } from './tag.ts';
import { text } from './text.ts';
import { textarea } from './textarea.ts';

// The field types of spec section 3, then date and datetime: one file each in this folder,
// put together here. A type's key is its name, and the compiler holds it to its component's
// `type`. FIELD_TYPES, the union of components (fieldComponent: engine/config/form-config.ts
// builds the field on it, and the JSON Schemas are written from it), the widget names and their
// props all come from this registry (schemas/README.md, A new field type is).

/** A registry of field types, each under the `type` of its component (an entry under another name does not compile). */
export const defineFieldRegistry = <R extends { [K in keyof R]: FieldTypeEntry<string, unknown, ComponentShape<K & string>> }>(entries: R): R => entries;

export const FIELD_REGISTRY = defineFieldRegistry({
  text,
  numeric,
  file,
  'search-page': searchPage,
  select,
  radio,
  image,
  tag,
  textarea,
  'image-arr': imageArr,
  'category-org-tag': categoryOrgTag,
  'address-coordinate': addressCoordinate,
  date,
  datetime,
});

type Registry = typeof FIELD_REGISTRY;

/** The name of a field type: text, numeric, …, datetime. */
export type FieldType = keyof Registry;
export const FIELD_TYPES = Object.keys(FIELD_REGISTRY) as [FieldType, ...FieldType[]];

/** The field types whose options must be configured (their entry's needsSource; a category-org-tag without a source takes the organisation categories, legacy.ts). */
export const NEEDS_DATA_SOURCE: readonly FieldType[] = FIELD_TYPES.filter((type) => FIELD_REGISTRY[type].needsSource);

/**
 * The contract between the engine and the widgets: the props (x-component-props) of each widget
 * name (x-component), as the types' `props` give them. adapters/form/widgets/index.ts holds a
 * component per name, and the compiler checks it has every one.
 */
export type WidgetProps = { [T in FieldType as Registry[T]['widget']]: ReturnType<Registry[T]['props']> };
export type WidgetName = keyof WidgetProps;

/** A registry of field types as compileForm takes it: an entry for every type (FIELD_REGISTRY, or a test's own). */
export type FieldRegistry = { readonly [T in FieldType]: FieldTypeEntry<WidgetName, WidgetProps[WidgetName], ComponentShape<T>> };

const typeMessage = (type: unknown) =>
  typeof type === 'string' ? `未知的字段类型 ${JSON.stringify(type.slice(0, 40))}，可用：${FIELD_TYPES.join(', ')}` : `字段类型应为字符串，可用：${FIELD_TYPES.join(', ')}`;

type Component = Registry[FieldType]['component'];

/** A field's `component`: the union of the types' components, discriminated by `type`. */
export const fieldComponent = z.discriminatedUnion('type', Object.values(FIELD_REGISTRY).map((entry) => entry.component) as [Component, ...Component[]], {
  // no type, or one that is not registered: named at component.type, with the types there are
  error: (issue) => (issue.code === 'invalid_union' ? typeMessage((issue.input as { type?: unknown } | undefined)?.type) : undefined),
});

/** The types whose `field` is a list of the keys they write (address-coordinate). */
export const MAPPING_TYPES: readonly FieldType[] = FIELD_TYPES.filter((type) => FIELD_REGISTRY[type].mapping);

export { coordinatePaths, type AddressCoordinateProps, type CoordinatePaths } from './address-coordinate.ts';
export type { CategoryTagsProps } from './category-org-tag.ts';
export type { DateInputProps } from './date.ts';
export { defineFieldType, type ComponentShape, type FieldPaths, type FieldTypeEntry, type FormContext } from './entry.ts';
export type { FileUploadProps } from './file.ts';
export type { ImageUploadProps } from './image.ts';
export { imageCount, type ImageListProps } from './image-arr.ts';
export type { NumericInputProps } from './numeric.ts';
export type { ConfigRadioProps } from './radio.ts';
export type { SearchPageSelectProps } from './search-page.ts';
export type { ConfigSelectProps } from './select.ts';
export type { TagSelectProps } from './tag.ts';
export type { TextInputProps } from './text.ts';
export type { TextAreaProps } from './textarea.ts';
