import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { ConfigList } from '../adapters/list/index.ts';
import type { Row } from '../engine/index.ts';
import majorsPage from '../schemas/pages/school-major.json';
import picturesPage from '../schemas/pages/branch-pic.json';
import teachersPage from '../schemas/pages/fxl-school.teacher.json';
import { createMemoryListServices } from './fixtures/fake-list-services.ts';
import { WithServices } from './fixtures/field-states.tsx';
import { svgImage } from './fixtures/fake-services.ts';

// The generic list page (<ConfigList>) over in-memory calls: the page configs of schemas/pages
// with sample rows. Every button works: the rows change as the reference server would change
// them (add, edit, delete, enable, pin, the 主页展示 switch, …).

function ListStory({ list, form, rows, latencyMs = 250 }: { list: unknown; form?: unknown; rows: Row[]; latencyMs?: number }) {
  const services = useMemo(() => createMemoryListServices({ rows, latencyMs }), [rows, latencyMs]);
  return (
    <WithServices>
      <div style={{ padding: 16 }}>
        <ConfigList list={list} form={form} services={services} />
      </div>
    </WithServices>
  );
}

const meta = { title: 'List/Features', component: ListStory } satisfies Meta<typeof ListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const MAJORS = ['护理学', '会计学', '工商管理', '计算机科学与技术', '法学', '英语', '土木工程', '市场营销', '学前教育', '汉语言文学', '电子商务', '物流管理', '人力资源管理', '药学'];
const majorRows: Row[] = MAJORS.map((name, index) => ({
  id: index + 1,
  name,
  level: (index % 4) + 1,
  study_type: (index % 3) + 1,
  years: index % 2 ? '2.5' : '3',
  tuition: 3200 + index * 150,
  marker: index % 3 === 0 ? 1 : 2,
  active: index === 4 ? 0 : 1,
  top_sort: index < 2 ? index + 1 : 0,
  created_at: `2026-11-${String(20 - index).padStart(2, '0')} 10:30:00`,
}));

const TEACHERS = [
  ['王建国', '教授', '计算机学院教授，硕士生导师'],
  ['李秀英', '副教授', '注册会计师，主讲中级财务会计'],
  ['孙浩', '讲师', '物流工程硕士，主讲供应链管理'],
  ['徐丽', '主任护师', '三甲医院护理部主任'],
  ['吴刚', '讲师', '电子商务运营实战导师'],
];
const teacherRows: Row[] = TEACHERS.map(([name = '', post, desc], index) => ({
  id: index + 1,
  name,
  post,
  desc,
  image: svgImage(name),
  is_show: index % 2 === 0 ? 1 : 0,
  top_sort: index === 0 ? 1 : 0,
  created_at: `2026-11-${String(18 - index).padStart(2, '0')} 09:00:00`,
}));

/** Template, import, add, batch pin, unpin, enable, disable, delete; select rows first. */
export const ToolbarAndSelection: Story = {
  args: { list: majorsPage.list, form: majorsPage.form, rows: majorRows },
};

/** 主页展示 as a switch: it flips at once, spins while the call runs, and flips back on failure. */
export const SwitchColumn: Story = {
  args: { list: teachersPage.list, form: teachersPage.form, rows: teacherRows },
};

/** Row actions by show_if: 置顶 on rows not pinned, 取消置顶 on pinned ones; 停用 / 启用 by state. */
export const RowActions: Story = {
  args: {
    list: { ...majorsPage.list, toolbar: [], selection: false },
    form: majorsPage.form,
    rows: majorRows.slice(0, 6),
  },
};

/** 实景图片: the pictures large. */
export const Pictures: Story = {
  args: {
    list: { ...picturesPage.list, large_images: true },
    form: picturesPage.form,
    rows: ['教学楼', '图书馆', '实训室', '毕业典礼'].map((title, index) => ({ id: index + 1, title, image: svgImage(title), category: index + 1, desc: `${title}实景`, marker: 1, top_sort: 0, created_at: '2026-11-10 08:00:00' })),
  },
};

/** No rows: 暂无数据. */
export const Empty: Story = {
  args: { list: majorsPage.list, form: majorsPage.form, rows: [] },
};

/** A broken list-config: every error with its path; the valid columns and actions still work. */
export const BadConfig: Story = {
  args: {
    list: {
      ...majorsPage.list,
      columns: [...majorsPage.list.columns.slice(0, 3), { title: '颜色', field: 'colour', type: 'rainbow' }, { field: 'no_title' }],
      row_actions: [{ action: 'edit' }, { action: 'fly', title: '飞' }, { action: 'delete', show_iff: { name: 'x', value: 1 } }],
    },
    form: { ...majorsPage.form, fields: [...majorsPage.form.fields.slice(0, 2), { name: '颜色', field: 'colour', component: { type: 'colour' } }] },
    rows: majorRows.slice(0, 4),
  },
};
