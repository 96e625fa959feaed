import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldType } from '../engine/index.ts';
import { FieldStates } from './fixtures/field-states.tsx';

// One story per server field type, built from the engine's registry example for that type
// (engine/form/registry.ts). tests/stories/field-types.test.ts fails when a type has none.

const meta = {
  title: 'Form/Field types',
  component: FieldStates,
} satisfies Meta<typeof FieldStates>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (type: FieldType): Story => ({ name: type, args: { type }, parameters: { fieldType: type } });

export const Text = story('text');
export const Numeric = story('numeric');
export const File = story('file');
export const SearchPage = story('search-page');
export const Select = story('select');
export const Radio = story('radio');
export const Image = story('image');
export const Tag = story('tag');
export const Textarea = story('textarea');
export const ImageArr = story('image-arr');
export const CategoryOrgTag = story('category-org-tag');
export const AddressCoordinate = story('address-coordinate');
export const DateField = story('date');
export const DatetimeField = story('datetime');
