import type { Meta } from '@storybook/react-vite';
import { FIELD_TYPES } from '../engine/form/field-types/index.ts';
import { FIELD_STATES } from './fixtures/field-examples.ts';
import { FieldStates, playFieldState } from './fixtures/field-states.tsx';

// One story per server field type, in its four states, from the engine's registry example for
// that type (engine/form/field-types/) and the widget adapters/form registers for it; then one per
// further state of it (fixtures/field-examples.ts, fieldStatesOf: disabled, S/M/L, options
// loading or failed, upload in progress or failed). The stories themselves are not written here:
// they are generated from FIELD_TYPES when Storybook and the story tests load this file
// (.storybook/field-type-stories.ts), so a new type needs no edit here.
// tests/stories/field-types.test.tsx checks that the generated list is the registry's.

const meta = {
  title: 'Form/Field types',
  component: FieldStates,
  tags: ['autodocs'],
  args: { type: 'text' },
  argTypes: {
    type: { name: '字段类型', description: '服务端表单配置中的字段类型（type）', control: 'select', options: [...FIELD_TYPES] },
    state: { name: '状态', description: '只看一种状态；不选时显示空白、已填写、必填校验未通过、只读四种', control: 'select', options: Object.keys(FIELD_STATES) },
  },
  // the upload states choose a file in the widget, so its progress or its failure shows
  play: playFieldState,
  parameters: {
    docs: {
      description: {
        component:
          '每种字段类型一个故事：空白、已填写、必填校验未通过、只读（详情）四种状态；另有禁用、宽度 S/M/L 并排，有远程选项的类型有“选项加载中”“选项加载失败”，上传类型有“上传中”“上传失败”。故事由引擎的字段类型注册表生成（engine/form/field-types/），新增类型无需编辑故事文件；在“字段类型”控件中可切换任一类型。',
      },
    },
  },
} satisfies Meta<typeof FieldStates>;

export default meta;
