import type { Meta } from '@storybook/react-vite';
import { FIELD_TYPES } from '../engine/form/field-types/index.ts';
import { FieldStates } from './fixtures/field-states.tsx';

// One story per server field type, in its four states, from the engine's registry example for
// that type (engine/form/field-types/) and the widget adapters/antd registers for it. The stories
// themselves are not written here: they are generated from FIELD_TYPES when Storybook and the
// story tests load this file (.storybook/field-type-stories.ts), so a new type needs no edit here.
// tests/stories/field-types.test.tsx checks that the generated list is the registry's.

const meta = {
  title: 'Form/Field types',
  component: FieldStates,
  tags: ['autodocs'],
  args: { type: 'text' },
  argTypes: {
    type: { name: '字段类型', description: '服务端表单配置中的字段类型（type）', control: 'select', options: [...FIELD_TYPES] },
  },
  parameters: {
    docs: {
      description: {
        component:
          '每种字段类型一个故事：空白、已填写、必填校验未通过、只读（详情）四种状态。故事由引擎的字段类型注册表生成（engine/form/field-types/），新增类型无需编辑故事文件；在“字段类型”控件中可切换任一类型。',
      },
    },
  },
} satisfies Meta<typeof FieldStates>;

export default meta;
