import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from 'antd';
import { SubmittingForm, WithServices } from './fixtures/field-states.tsx';

// The form conditions of spec section 4, each with a config that shows it. Every condition is
// compiled by the engine into a function (no expression strings).

function ConditionDemo({ hint, config, initialValues }: { hint: string; config: object; initialValues?: Record<string, unknown> }) {
  return (
    <WithServices>
      <div style={{ padding: 16, maxWidth: 720 }}>
        <Alert type="info" showIcon message={hint} style={{ marginBottom: 16 }} />
        <SubmittingForm config={config} initialValues={initialValues} />
      </div>
    </WithServices>
  );
}

const meta = { title: 'Form/Conditions', component: ConditionDemo } satisfies Meta<typeof ConditionDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const yesNo = { data: [{ id: 1, name: '是' }, { id: 0, name: '否' }] };
const categories = { data: [{ id: 985, name: '985院校' }, { id: 211, name: '211院校' }, { id: 3, name: '职业院校' }] };
const form = (...fields: object[]) => ({ component: { name: 'demo', title: '条件示例' }, fields });

export const ShowIfSingle: Story = {
  args: {
    hint: 'show_if 单个条件：选择“否”后才显示“总部名称”。',
    config: form(
      { name: '是否总部', field: 'is_head', component: { type: 'radio', data_source: yesNo } },
      { name: '总部名称', field: 'head_name', rules: { required: 1 }, component: { type: 'text' }, show_if: { name: 'is_head', value: 0 } },
    ),
  },
};

export const ShowIfList: Story = {
  args: {
    hint: 'show_if 条件列表：“是否总部”为否且“是否分支”为是时才显示“分支编号”。',
    config: form(
      { name: '是否总部', field: 'is_head', component: { type: 'radio', size: 'M', data_source: yesNo } },
      { name: '是否分支', field: 'is_sub', component: { type: 'radio', size: 'M', data_source: yesNo } },
      { name: '分支编号', field: 'sub_no', component: { type: 'text' }, show_if: [{ name: 'is_head', value: 0 }, { name: 'is_sub', value: 1 }] },
    ),
  },
};

export const MustValue: Story = {
  args: {
    hint: 'must_value：只有类别为 985 或 211 时才显示“学科评估”。',
    config: form(
      { name: '院校类别', field: 'category_id', component: { type: 'select', size: 'M', data_source: categories } },
      { name: '学科评估', field: 'assessment', component: { type: 'textarea', must_value: [985, 211] } },
    ),
  },
};

export const RequiredType985: Story = {
  args: {
    hint: 'required_type 2：类别为 985 时“院校简称”必填，且标签换为 other_name（“学校简称”→“院校简称”）。改类别后点提交看看。',
    config: form(
      { name: '院校类别', field: 'category_id', component: { type: 'select', size: 'M', data_source: categories } },
      { name: '学校简称', other_name: '院校简称', field: 'short_name', component: { type: 'text', size: 'M', required_type: 2, required_category: 1 } },
    ),
    initialValues: { category_id: 3 },
  },
};

export const IsBranchSetsType3: Story = {
  args: {
    hint: '选择“是否分校”为是时，“机构类型”自动变为“分校”（type = 3）。',
    config: form(
      { name: '是否分校', field: 'is_branch', component: { type: 'radio', size: 'M', data_source: yesNo } },
      { name: '机构类型', field: 'type', component: { type: 'select', size: 'M', data_source: { data: [{ id: 1, name: '学校' }, { id: 2, name: '学习中心' }, { id: 3, name: '分校' }] } } },
    ),
    initialValues: { is_branch: 0, type: 1 },
  },
};
