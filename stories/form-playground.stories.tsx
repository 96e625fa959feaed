import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { userEvent, waitFor, within } from 'storybook/test';
import { SubmittingForm, WithServices } from './fixtures/field-states.tsx';

// Edit `config` in the Controls panel: the form re-renders, and a wrong config lists its errors
// (path and message) above the fields that are still valid.

function Playground({ config, initialValues }: { config: object; initialValues: Record<string, unknown> }) {
  return (
    <WithServices>
      <div style={{ padding: 16, maxWidth: 900 }}>
        <Typography.Paragraph type="secondary">在 Controls 面板中编辑 config（服务器下发的表单配置），表单随之重新渲染；配置有误时上方列出错误位置与原因。</Typography.Paragraph>
        <SubmittingForm key={JSON.stringify([config, initialValues])} config={config} initialValues={initialValues} />
      </div>
    </WithServices>
  );
}

const meta = { title: 'Form/Playground', component: Playground } satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground_: Story = {
  name: 'Playground',
  args: {
    initialValues: { category_id: 985, info: { address: '' } },
    config: {
      component: { name: 'school-auth', title: '学校基本信息' },
      fields: [
        { name: '学校名称', field: 'name', mark: '与办学许可证一致', rules: { required: 1, max: 40 }, component: { type: 'text', size: 'M' } },
        { name: '院校类别', field: 'category_id', rules: { required: 1 }, component: { type: 'select', size: 'M', data_source: { data: [{ id: 985, name: '985院校' }, { id: 3, name: '职业院校' }] } } },
        { name: '学费（元）', field: 'info|price', component: { type: 'numeric', size: 'S' } },
        { name: '学校简介', other_name: '院校简介', field: 'introduction', rules: { max: 200 }, component: { type: 'textarea', required_type: 2, required_category: 1 } },
      ],
    },
  },
};

export const WithConfigErrors: Story = {
  args: {
    initialValues: {},
    config: {
      component: { name: 'broken', title: '有错误的配置' },
      fields: [
        { name: '颜色', field: 'colour', component: { type: 'colour' } },
        { name: '学校名称', field: 'name', rules: { required: 'yes' }, component: { type: 'text' } },
        { name: '联系电话', field: 'mobile', component: { type: 'text', size: 'XL' } },
        { name: '联系人', field: 'contact', show_iff: { name: 'x', value: 1 }, component: { type: 'text' } },
        { name: '地址', field: 'address', rules: { required: 1 }, component: { type: 'text' } },
      ],
    },
  },
};

/** How long the long form's play waits: the story render test runs in jsdom, beside a second suite in CI. */
const BUSY = { timeout: 15_000 };

/**
 * 60 fields, past the 40 from which a form draws its first screen at once and the rest when the
 * page is idle. Its play submits it empty: the errors far down (第45项, 第58项) are drawn and
 * the first of them takes the focus, although it was not on the screen.
 */
export const LongForm: Story = {
  args: {
    initialValues: {},
    config: {
      component: { name: 'long', title: '长表单' },
      fields: Array.from({ length: 60 }, (_, index) => {
        const n = index + 1;
        return {
          name: `第${n}项`,
          field: `item${n}`,
          ...(n === 45 || n === 58 ? { rules: { required: 1 } } : {}),
          component: { type: 'text', size: n % 3 === 0 ? 'L' : n % 3 === 1 ? 'M' : 'S' },
        };
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    const first = await canvas.findByPlaceholderText('请输入第45项', undefined, BUSY);
    await canvas.findByText('请输入第58项', undefined, BUSY);
    await waitFor(() => {
      if (canvasElement.ownerDocument.activeElement !== first) throw new Error('第45项 没有获得焦点');
    }, BUSY);
  },
};
