import type { ReactNode } from 'react';
import type { WidgetName } from '../../../engine/index.ts';
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

/**
 * One Formily-connected widget per field type, by the name the engine's registry gives it
 * (engine/form/registry.ts). A widget missing here is a compile error.
 */
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
  // (props: never) => ReactNode accepts every component, whatever its own WidgetProps
} satisfies Record<WidgetName, (props: never) => ReactNode>;
