// The demo data of the generic pages (seed-pages.ts inserts it once per demo account). Images
// point at generated placeholders (GET /api/common/demo-image/{label}.svg); videos at paths
// that exist only once someone uploads a real file.

export const demoImage = (label: string) => `/api/common/demo-image/${encodeURIComponent(label)}.svg`;

const place = (longitude: string, latitude: string, address: string) => ({ info: { longitude, latitude, address } });

export interface SeedRecord {
  values: Record<string, unknown>;
  active?: number;
  marker?: number;
  top_sort?: number;
}

export interface SeedSet {
  branches: (SeedRecord & { logs: [boolean, string][] })[];
  majors: SeedRecord[];
  teachers: SeedRecord[];
  courses: SeedRecord[];
  projects: SeedRecord[];
  pictures: SeedRecord[];
  videos: SeedRecord[];
  publicAccounts: SeedRecord[];
  adverts: SeedRecord[];
  consults: SeedRecord[];
  companyInfo: SeedRecord[];
  adminUsers: SeedRecord[];
  qualifications: { name: string; images: string[] }[];
  gwgw: Record<string, unknown>;
}

// [name, level, study_type, years, tuition]; level 1 高起专 2 专升本 3 高起本; study_type 1 函授 2 业余 3 网络教育
const MAJORS: [string, number, number, number, number][] = [
  ['计算机科学与技术', 2, 3, 2.5, 4800],
  ['会计学', 2, 1, 2.5, 4200],
  ['工商管理', 2, 2, 2.5, 4000],
  ['行政管理', 2, 1, 2.5, 3800],
  ['汉语言文学', 2, 1, 2.5, 3600],
  ['学前教育', 1, 1, 2.5, 3200],
  ['护理学', 2, 2, 2.5, 5200],
  ['土木工程', 2, 2, 2.5, 4600],
  ['法学', 2, 3, 2.5, 4200],
  ['人力资源管理', 1, 1, 2.5, 3400],
  ['电子商务', 1, 3, 2.5, 3300],
  ['机电一体化技术', 1, 2, 2.5, 3500],
  ['药学', 2, 2, 2.5, 5000],
  ['小学教育', 2, 1, 2.5, 3600],
  ['市场营销', 1, 3, 2.5, 3200],
  ['建筑工程技术', 1, 2, 2.5, 3600],
  ['英语', 2, 1, 2.5, 3800],
  ['金融学', 2, 3, 2.5, 4400],
  ['物流管理', 1, 3, 2.5, 3200],
  ['软件工程', 3, 3, 5, 4800],
];

const majors = (count: number): SeedRecord[] =>
  MAJORS.slice(0, count).map(([name, level, study_type, years, tuition], i) => ({
    values: { name, level, study_type, years, tuition, desc: `${name}专业面向在职人员开设，采用线上学习与面授辅导相结合的方式，修满学分颁发国家承认的学历证书。` },
    active: i === 17 ? 0 : 1,
    marker: i < 6 ? 1 : 2,
    top_sort: i < 3 ? i + 1 : 0,
  }));

// [name, post, desc]
const TEACHERS: [string, string, string][] = [
  ['王建国', '教授', '计算机学院教授，硕士生导师，主讲数据结构与软件工程，从事成人教育教学二十余年。'],
  ['李秀英', '副教授', '注册会计师，主讲中级财务会计与审计学，多次获评优秀继续教育教师。'],
  ['张伟', '高级讲师', '人力资源管理师一级，长期为企业提供薪酬绩效咨询。'],
  ['刘洋', '讲师', '主讲 Python 程序设计与数据分析，擅长案例教学。'],
  ['陈静', '副教授', '学前教育学博士，研究方向为幼儿游戏与课程。'],
  ['杨帆', '教授', '管理学院院长，主讲战略管理，承担多项省部级课题。'],
  ['赵敏', '讲师', '英语语言文学硕士，主讲大学英语与商务英语。'],
  ['黄磊', '高级工程师', '一级建造师，主讲建筑施工技术与安全管理。'],
  ['周婷', '副教授', '法学硕士，执业律师，主讲民法与劳动法。'],
  ['吴刚', '讲师', '电子商务运营实战导师，曾任电商平台运营总监。'],
  ['徐丽', '主任护师', '三甲医院护理部主任，主讲基础护理学与护理管理。'],
  ['孙浩', '讲师', '物流工程硕士，主讲供应链管理与仓储实务。'],
];

const teachers = (count: number): SeedRecord[] =>
  TEACHERS.slice(0, count).map(([name, post, desc], i) => ({
    values: { name, post, desc, image: demoImage(`${name}`), is_show: i < 8 ? 1 : 0 },
    top_sort: i < 2 ? i + 1 : 0,
  }));

const QUALIFIED = { qualification_type: 1, qualification_id: 1 };
const BEIJING = place('116.310316', '39.992535', '北京市海淀区中关村大街27号');

// [name, teach_type (1 线上 2 线下 3 线上+线下), hours, price, desc]
const COURSES: [string, number, number, number, string][] = [
  ['Python 数据分析实战', 1, 48, 1280, '从零掌握 Python、pandas 与可视化，完成三个真实业务数据分析项目。'],
  ['初级会计职称考前冲刺', 3, 60, 980, '覆盖《初级会计实务》《经济法基础》全部考点，配套历年真题精讲。'],
  ['人力资源管理师（三级）培训', 2, 80, 2600, '按国家职业标准组织教学，含招聘、培训、绩效、薪酬、劳动关系六大模块。'],
  ['建筑施工安全员 C 证培训', 2, 40, 800, '面向施工现场专职安全员，讲授安全生产法规与现场隐患排查。'],
  ['幼儿园教师资格证面试辅导', 3, 32, 1500, '结构化问答、试讲与答辩全流程模拟，小班教学。'],
  ['护士执业资格考试精讲', 1, 64, 1200, '按考纲梳理专业实务与实践能力，配套在线题库。'],
  ['电子商务运营实务', 1, 36, 680, '店铺定位、选品、推广与数据复盘，适合中小商家与运营新人。'],
  ['办公软件高级应用', 2, 24, 450, 'Word 长文档排版、Excel 函数与数据透视表、PPT 设计。'],
];

const courses = (count: number): SeedRecord[] =>
  COURSES.slice(0, count).map(([name, teach_type, hours, price, desc], i) => ({
    values: {
      name, teach_type, hours, price, desc, image: demoImage(name), ...QUALIFIED,
      ...(teach_type === 1 ? {} : BEIJING),
      info: { ...(teach_type === 1 ? {} : BEIJING.info), content: `<h3>课程简介</h3><p>${desc}</p><h3>适合人群</h3><p>在职人员、希望提升职业技能的学员。</p>` },
      jieyezhengshu: [demoImage('结业证书样本')],
      fujian: [],
    },
    marker: i < 4 ? 1 : 2,
    top_sort: i === 0 ? 1 : 0,
    active: i === 7 ? 0 : 1,
  }));

// [name, target (1 政府机关 2 企业 3 事业单位 4 社会团体), people, period, tags]
const PROJECTS: [string, number, number, string, string[]][] = [
  ['2026 年度基层党务干部能力提升培训班', 1, 120, '5 天', ['党政培训']],
  ['制造企业班组长管理能力提升项目', 2, 60, '3 个月', ['管理提升', '职业技能']],
  ['中小学校长信息化领导力研修', 3, 80, '7 天', ['管理提升']],
  ['安全生产管理人员专项培训', 2, 150, '3 天', ['安全生产']],
  ['社会组织财务规范化培训', 4, 50, '2 天', ['管理提升']],
];

const projects = (count: number): SeedRecord[] =>
  PROJECTS.slice(0, count).map(([name, target, people, period, tags], i) => ({
    values: {
      name, target, people, period, tags, image: demoImage(name), ...QUALIFIED,
      desc: `面向${['政府机关', '企业', '事业单位', '社会团体'][target - 1]}的定向培训，课程按委托单位需求定制。`,
      info: { content: `<p>${name}：集中授课、现场教学与结业考核相结合。</p>` },
      jieyezhengshu: [],
      fujian: [],
    },
    marker: i < 2 ? 1 : 2,
  }));

const PICTURES: [string, number][] = [
  ['校园大门', 1],
  ['图书馆阅览室', 2],
  ['多媒体教室', 2],
  ['计算机实训室', 2],
  ['2025 届毕业典礼', 3],
  ['新生开学典礼', 4],
];

const pictures = (count: number): SeedRecord[] =>
  PICTURES.slice(0, count).map(([title, category], i) => ({
    values: { title, category, image: demoImage(title), desc: `${title}实景照片。` },
    marker: i < 4 ? 1 : 2,
    top_sort: i === 0 ? 1 : 0,
  }));

const VIDEOS = ['学校宣传片', '校园环境漫游', '优秀学员访谈'];
const videos = (count: number): SeedRecord[] =>
  VIDEOS.slice(0, count).map((title, i) => ({
    values: { title, video: `/uploads/demo/video-${i + 1}.mp4`, cover: demoImage(title), desc: `${title}，时长约 3 分钟。`, views: 1280 - i * 317 },
    marker: i === 0 ? 1 : 2,
  }));

const COMPANY: [string, string][] = [
  ['机构名称', '阳光示范学校继续教育学院'],
  ['统一社会信用代码', '12110000400000123X'],
  ['办学许可证号', '教民 111010870000123 号'],
  ['法定代表人', '杨帆'],
  ['成立日期', '2003-09-01'],
  ['联系电话', '010-62510000'],
  ['办公地址', '北京市海淀区中关村大街27号'],
  ['办学范围', '成人高等学历教育、职业技能培训、继续教育'],
];

const companyInfo = (count: number, name: string): SeedRecord[] =>
  COMPANY.slice(0, count).map(([key, value]) => ({ values: { name: key, value: key === '机构名称' ? name : value } }));

const admins = (prefix: string, count: number): SeedRecord[] =>
  [
    { user_name: `${prefix}-admin`, nick_name: '系统管理员', mobile: '13800138001', admin_group_id: 1 },
    { user_name: `${prefix}-yunying`, nick_name: '招生运营', mobile: '13800138002', admin_group_id: 2 },
    { user_name: `${prefix}-caiwu`, nick_name: '财务', mobile: '13800138003', admin_group_id: 3 },
  ]
    .slice(0, count)
    .map((values) => ({ values: { ...values, password: 'Admin@2026', avatar: demoImage(values.nick_name) } }));

export const SCHOOL_SEED: SeedSet = {
  branches: [
    {
      values: { name: '阳光示范学校海淀学习中心', short_name: '海淀中心', contact: '郑敏', mobile: '13911020001', price: 4200, area_ids: [110000, 110100, 110108], ...BEIJING, image: demoImage('海淀学习中心'), desc: '位于中关村核心区，提供报名咨询、面授辅导与考试服务。', confirm_status: 1 },
      top_sort: 1,
      logs: [[false, '门头照片不清晰，请重新上传'], [true, '资料齐全，审核通过']],
    },
    {
      values: { name: '阳光示范学校朝阳学习中心', short_name: '朝阳中心', contact: '何亮', mobile: '13911020002', price: 4000, area_ids: [110000, 110100, 110105], ...place('116.481488', '39.990464', '北京市朝阳区望京街10号'), image: demoImage('朝阳学习中心'), desc: '服务朝阳、顺义区域学员，周末开设面授班。', confirm_status: 0 },
      logs: [],
    },
    {
      values: { name: '阳光示范学校天津滨海分支机构', short_name: '滨海分支', contact: '马丽', mobile: '13911020003', price: 3800, area_ids: [120000, 120100, 120116], ...place('117.710941', '39.003679', '天津市滨海新区中新生态城和畅路8号'), image: demoImage('滨海分支机构'), desc: '面向京津冀地区企业职工开展学历提升与技能培训。', confirm_status: 2 },
      active: 0,
      logs: [[false, '办学场地证明缺失，请补充租赁合同']],
    },
  ],
  majors: majors(20),
  teachers: teachers(12),
  courses: courses(8),
  projects: projects(5),
  pictures: pictures(6),
  videos: videos(3),
  publicAccounts: [{ values: { name: '阳光示范学校继续教育', wx_account: 'ygsf_jxjy', qrcode: demoImage('公众号二维码'), url: 'https://mp.weixin.qq.com/', desc: '发布招生简章、考试安排与学习提醒。' }, marker: 1 }],
  adverts: [
    { values: { title: '2026 年春季学历提升招生', image: demoImage('春季招生'), position: 1, link: '', start_date: '2026-02-01', end_date: '2026-04-30' }, top_sort: 1 },
    { values: { title: '初级会计职称考前冲刺班报名中', image: demoImage('会计冲刺班'), position: 2, link: '', start_date: '2026-03-01', end_date: '2026-05-15' } },
    { values: { title: '企业定向培训合作', image: demoImage('定向培训'), position: 3, link: '', start_date: '2026-01-01', end_date: '2026-12-31' }, active: 0 },
  ],
  // visitors' questions from 点击咨询 on the public pages, answered with 回复
  consults: [
    { values: { name: '王女士', mobile: '13712345601', question: '专升本的会计学是否需要参加入学考试？每年什么时候报名？', answer: '需要参加成人高考，每年 8-9 月网上报名，10 月考试。' } },
    { values: { name: '李先生', mobile: '13712345602', question: '在职人员可以报读计算机科学与技术专业吗？上课时间怎么安排？' } },
    { values: { name: '赵同学', mobile: '13712345603', question: '学费可以分期缴纳吗？有没有助学贷款？' } },
  ],
  companyInfo: companyInfo(8, '阳光示范学校继续教育学院'),
  adminUsers: admins('school', 3),
  qualifications: [
    { name: '民办学校办学许可证', images: [demoImage('办学许可证')] },
    { name: '职业技能培训机构备案证明', images: [demoImage('培训备案证明')] },
  ],
  gwgw: { gw_name: '阳光示范学校继续教育', gw_url: 'https://example.edu', gw_qrcode: demoImage('公众号二维码') },
};

export const BRANCH_SEED: SeedSet = {
  branches: [],
  majors: majors(6),
  teachers: teachers(4),
  courses: courses(2),
  projects: projects(1),
  pictures: pictures(3),
  videos: videos(1),
  publicAccounts: [{ values: { name: '阳光学习中心', wx_account: 'yg_xuexi', qrcode: demoImage('学习中心公众号'), desc: '学习中心通知与学员服务。' } }],
  adverts: [{ values: { title: '学习中心秋季班招生', image: demoImage('秋季班'), position: 1, link: '', start_date: '2026-07-01', end_date: '2026-09-30' } }],
  consults: [{ values: { name: '陈先生', mobile: '13712345604', question: '学习中心周末有面授辅导吗？' } }],
  companyInfo: companyInfo(4, '阳光学习中心'),
  adminUsers: admins('branch', 1),
  qualifications: [{ name: '分支机构办学备案', images: [demoImage('分支机构备案')] }],
  gwgw: { gw_name: '阳光学习中心', gw_url: '', gw_qrcode: demoImage('学习中心公众号') },
};
