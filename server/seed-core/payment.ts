// Orders in every status, pending-payment orders and zhuxuetong logs for the seeded accounts.

const HOUR = 3_600_000;
const AMOUNTS = [2000, 5000, 100, 10000, 30000, 500, 2000, 1000];
/** 0 待支付, 1 已支付, 2 已取消, 3 已退款: every status among the first four. */
const ORDER_STATUSES = [1, 0, 2, 3, 1, 1, 2, 1, 0, 1, 1, 3, 1, 1];

export interface SeedOrder {
  title: string;
  amount_fen: number;
  status: number;
  pay_type: string;
  created_at: string;
  paid_at: string | null;
}

export function seedOrders(count: number, now = Date.now()): SeedOrder[] {
  return Array.from({ length: count }, (_, i) => {
    const status = ORDER_STATUSES[i % ORDER_STATUSES.length] ?? 1;
    const created = now - (i * 53 + 5) * HOUR;
    return {
      title: '账户充值',
      amount_fen: (AMOUNTS[i % AMOUNTS.length] ?? 100) * 100,
      status,
      pay_type: i % 3 === 1 ? 'alipay' : 'wechat',
      created_at: new Date(created).toISOString(),
      paid_at: status === 1 || status === 3 ? new Date(created + 2 * 60_000).toISOString() : null,
    };
  });
}

const BANKS = ['中国工商银行北京海淀支行', '中国建设银行上海浦东支行', '招商银行杭州分行', '中国银行南京新街口支行'];

export interface SeedPayOrder {
  status_type: number;
  status_platform_help: number;
  pay_type: number;
  name: string;
  bank_user: string;
  status: number;
  created_at: string;
}

/** Entry-fee payments: status_type 2 to 4, with and without platform help, by balance or bank. */
export function seedPayOrders(count: number, now = Date.now()): SeedPayOrder[] {
  return Array.from({ length: count }, (_, i) => {
    const byBank = i % 2 === 0;
    return {
      status_type: 2 + (i % 3),
      status_platform_help: i % 2,
      pay_type: byBank ? 2 : 1,
      name: byBank ? (BANKS[i % BANKS.length] ?? '') : '',
      bank_user: byBank ? `6222 0210 0${i + 1}88 ${String(1000 + i * 37).padStart(4, '0')}` : '',
      status: byBank ? [0, 1, 2][i % 3] ?? 0 : 1,
      created_at: new Date(now - (i * 97 + 30) * HOUR).toISOString(),
    };
  });
}

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙马朱胡郭何林罗高';
const GIVEN = ['小雨', '浩然', '梓涵', '子轩', '欣怡', '宇航', '思彤', '佳怡', '俊杰', '诗琪', '明轩', '雨桐'];
const MAJORS = ['护理学', '会计学', '计算机科学与技术', '工商管理', '学前教育', '土木工程', '法学', '汉语言文学', '人力资源管理', '药学'];

export interface SeedLead {
  student_name: string;
  mobile: string;
  major_name: string;
  amount_fen: number;
  status: number;
  created_at: string;
}

/** Zhuxuetong leads: a few within the 72-hour feedback window, some reported invalid or refunded. */
export function seedLeads(count: number, now = Date.now()): SeedLead[] {
  return Array.from({ length: count }, (_, i) => ({
    student_name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 5) % GIVEN.length]}`,
    mobile: `1${[3, 5, 7, 8, 9][i % 5]}${String(100_000_000 + ((i * 7_654_321) % 900_000_000)).slice(-9)}`,
    major_name: MAJORS[i % MAJORS.length] ?? '护理学',
    amount_fen: (30 + (i % 6) * 10) * 100,
    status: i % 9 === 4 ? 1 : i % 11 === 7 ? 2 : 0,
    created_at: new Date(now - (i * 11 + 2) * HOUR).toISOString(),
  }));
}
