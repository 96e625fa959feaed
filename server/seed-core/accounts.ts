// The seeded accounts beyond the two demo accounts: one for each onboarding state, each
// authentication status and each special status (server/README.md lists them). Every seeded
// account has the password Demo@2026.

export interface SeedAccount {
  user_name: string;
  nick_name: string;
  /** What the account shows, for the README and the start banner. */
  note: string;
  mobile: string;
  /** The school (organisation) the account belongs to. */
  school: string;
  is_shcool: 0 | 1;
  is_school: 0 | 1;
  has_branch: 0 | 1;
  user_type: number;
  /** 0 not authenticated, 1 materials submitted, 2 authenticated. */
  name_auth: 0 | 1 | 2;
  balance: number;
  consume: number;
  uninvoiced: number;
  popup_type: 0 | 1 | 2 | 3 | 4 | 5;
  gate_status: 0 | 423 | 435 | 456;
  /** Sets group_school_id to the group school (阳光教育集团). */
  group_apply?: boolean;
  /** The status of the account's authentication forms (school-auth, school-auth2, branch-auth). */
  auth_status?: 0 | 1 | 2 | 3 | 4 | 5;
  zhuxuetong: 'none' | 'open' | 'paused';
  /** How many notifications (30 for the demo accounts). */
  notifications: number;
  /** How many orders, pending-payment orders and zhuxuetong logs. */
  orders: number;
  pay_orders: number;
  zhuxuetong_logs: number;
}

const base = {
  is_shcool: 1,
  is_school: 1,
  has_branch: 1,
  user_type: 1,
  name_auth: 2,
  balance: 500,
  consume: 0,
  uninvoiced: 0,
  popup_type: 0,
  gate_status: 0,
  zhuxuetong: 'none',
  notifications: 6,
  orders: 4,
  pay_orders: 1,
  zhuxuetong_logs: 0,
} as const;

export const GROUP_SCHOOL = '阳光教育集团';

/** Demo accounts (created by seedDemoAccounts) get these profile columns and data. */
export const DEMO_PROFILES: SeedAccount[] = [
  {
    ...base,
    user_name: 'demo-school',
    nick_name: '阳光示范学校',
    note: '学校：余额充足，助学通服务中，认证已通过',
    mobile: '13800000001',
    school: '阳光示范学校',
    balance: 12860,
    consume: 3420.5,
    uninvoiced: 1200,
    auth_status: 4,
    zhuxuetong: 'open',
    notifications: 30,
    orders: 14,
    pay_orders: 5,
    zhuxuetong_logs: 26,
  },
  {
    ...base,
    user_name: 'demo-branch',
    nick_name: '阳光学习中心',
    note: '学习中心（is_school 0）：余额 520 元',
    mobile: '13800000002',
    school: '阳光学习中心',
    is_shcool: 0,
    is_school: 0,
    user_type: 2,
    balance: 520,
    consume: 860,
    uninvoiced: 300,
    auth_status: 0,
    notifications: 30,
    orders: 12,
    pay_orders: 3,
  },
];

const authNotes = ['待填写（可编辑表单）', '等待系统审核', '渠道审核通过', '渠道审核未通过', '终审通过', '终审未通过'];

const onboarding: SeedAccount[] = [
  { note: '新学校注册引导（弹窗 1，未实名）', name_auth: 0, has_branch: 0, popup_type: 1, gate_status: 0, balance: 0 },
  { note: '实名资料已提交，请完善学校信息（弹窗 2，业务接口答 456）', name_auth: 1, has_branch: 0, popup_type: 2, gate_status: 456, balance: 0 },
  { note: '学校信息已添加，等待审核（弹窗 3，业务接口答 435）', name_auth: 1, has_branch: 1, popup_type: 3, gate_status: 435, balance: 0 },
  { note: '任务下线：余额不足，推广任务已暂停（弹窗 4）', name_auth: 2, has_branch: 1, popup_type: 4, gate_status: 0, balance: 12.5, zhuxuetong: 'paused' },
  { note: '助学通已开通，去创建推广任务（弹窗 5）', name_auth: 2, has_branch: 1, popup_type: 5, gate_status: 0, balance: 800, zhuxuetong: 'open' },
].map((o, i) => ({
  ...base,
  ...o,
  user_name: `onboarding-${i + 1}`,
  nick_name: `启航培训中心${'一二三四五'[i]}`,
  mobile: `1370000000${i + 1}`,
  school: `启航培训中心${'一二三四五'[i]}`,
  is_shcool: 0,
  is_school: 0,
  user_type: 2,
  zhuxuetong: (o.zhuxuetong ?? 'none') as SeedAccount['zhuxuetong'],
  zhuxuetong_logs: o.zhuxuetong ? 5 : 0,
})) as SeedAccount[];

const authStatus: SeedAccount[] = ([0, 1, 2, 3, 4, 5] as const).map((status) => ({
  ...base,
  user_name: `auth-status-${status}`,
  nick_name: `认证示范学院${status}`,
  note: `认证状态 ${status}：${authNotes[status]}`,
  mobile: `1390000000${status}`,
  school: `认证示范学院${status}`,
  name_auth: status === 4 ? 2 : status === 0 ? 0 : 1,
  auth_status: status,
}));

const special: SeedAccount[] = [
  {
    ...base,
    user_name: 'needs-group-apply',
    nick_name: '阳光集团下属学校',
    note: '须先申请加入集团学校：业务接口答 423 与 group_school_id',
    mobile: '13600000001',
    school: '阳光集团下属学校',
    gate_status: 423,
    group_apply: true,
    name_auth: 0,
  },
  {
    ...base,
    user_name: 'low-balance',
    nick_name: '小额余额职业学校',
    note: '余额 36.5 元：开通服务答 403，余额支付答 403 您的余额不足，请先去充值',
    mobile: '13600000002',
    school: '小额余额职业学校',
    balance: 36.5,
  },
  {
    ...base,
    user_name: 'service-paused',
    nick_name: '暂停服务进修学校',
    note: '助学通 3 天未使用，已暂停，重新开通可恢复',
    mobile: '13600000003',
    school: '暂停服务进修学校',
    balance: 300,
    zhuxuetong: 'paused',
    zhuxuetong_logs: 5,
  },
];

/** Accounts created by seedCore (not the demo accounts). */
export const SEED_ACCOUNTS: SeedAccount[] = [...authStatus, ...onboarding, ...special];
