import type { JSXElementConstructor } from 'react';
import type { WidgetName, WidgetProps } from '../../../engine/index.ts';
import { AddressCoordinate } from './address-coordinate.tsx';
import { CategoryTags } from './category-tags.tsx';
import { ConfigRadio } from './config-radio.tsx';
import { ConfigSelect } from './config-select.tsx';
import { DateInput } from './date-input.tsx';
import { FileUpload } from './file-upload.tsx';
import { ImageList } from './image-list.tsx';
import { ImageUpload } from './image-upload.tsx';
import { NumericInput } from './numeric-input.tsx';
import { SearchPageSelect } from './search-page-select.tsx';
import { TagSelect } from './tag-select.tsx';
import { TextArea } from './text-area.tsx';
import { TextInput } from './text-input.tsx';

// The Formily-connected widget of each widget name the field types give (engine/form/field-types/,
// `widget`), each in its own file of this folder. The record must hold exactly one component per
// name, taking that name's props: a field type whose widget is missing here does not compile.

/** What `WIDGETS` must be: a component for every widget name, taking its props (WidgetProps). */
export type WidgetComponents = { [K in WidgetName]: JSXElementConstructor<WidgetProps[K]> };

export const WIDGETS = {
  TextInput,
  NumericInput,
  FileUpload,
  SearchPageSelect,
  ConfigSelect,
  ConfigRadio,
  ImageUpload,
  TagSelect,
  TextArea,
  ImageList,
  CategoryTags,
  AddressCoordinate,
  DateInput,
} satisfies WidgetComponents;
