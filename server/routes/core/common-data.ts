import type { SelectOption } from '../../../engine/index.ts';

// Fixed option data of the common calls: categories and majors (the areas: areas.ts).

/**
 * Categories by type. type 4: the organisation categories of the authentication form; 985 is the
 * special one whose fields take other labels (spec section 3, Category).
 */
export const CATEGORIES: Record<string, SelectOption[]> = {
  '1': [
    { id: 101, name: '学历教育' },
    { id: 102, name: '职业技能培训' },
    { id: 103, name: '资格证书' },
    { id: 104, name: '语言培训' },
    { id: 105, name: '兴趣特长' },
  ],
  '2': [
    { id: 201, name: '线上授课' },
    { id: 202, name: '线下面授' },
    { id: 203, name: '线上线下结合' },
  ],
  '3': [
    { id: 301, name: '政府机关' },
    { id: 302, name: '企业单位' },
    { id: 303, name: '事业单位' },
  ],
  '4': [
    { id: 1, name: '普通高等学校' },
    { id: 2, name: '成人高等学校' },
    { id: 3, name: '高等职业院校' },
    { id: 4, name: '继续教育学院' },
    { id: 5, name: '开放大学' },
    { id: 6, name: '培训机构' },
    { id: 7, name: '学习中心' },
    { id: 985, name: '双一流高校（985/211）' },
  ],
};

/** Two levels: discipline categories and their majors (spec section 3, Major selection). */
const MAJOR_TREE: [number, string, string[]][] = [
  [1, '经济学', ['经济学', '国际经济与贸易', '财政学', '金融学']],
  [2, '法学', ['法学', '社会工作', '知识产权']],
  [3, '教育学', ['教育学', '学前教育', '小学教育', '体育教育']],
  [4, '文学', ['汉语言文学', '英语', '日语', '新闻学']],
  [5, '理学', ['数学与应用数学', '应用心理学', '统计学']],
  [6, '工学', ['计算机科学与技术', '软件工程', '土木工程', '电气工程及其自动化', '机械设计制造及其自动化']],
  [7, '农学', ['园艺', '动物医学']],
  [8, '医学', ['护理学', '药学', '临床医学', '中药学', '医学检验技术']],
  [9, '管理学', ['工商管理', '会计学', '人力资源管理', '行政管理', '物流管理']],
  [10, '艺术学', ['视觉传达设计', '环境设计', '音乐表演']],
];

export const MAJORS: SelectOption[] = MAJOR_TREE.map(([id, name, majors]) => ({
  id,
  name,
  children: majors.map((major, i) => ({ id: id * 100 + i + 1, name: major })),
}));

/** The two sites of the site switch (spec section 2, Layout). */
export const SITES = [
  { id: 1, key: 'admin', name: '管理端', color: '#409EFF' },
  { id: 2, key: 'organization', name: '机构端', color: '#13c2c2' },
];
