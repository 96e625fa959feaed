import { contracts, z } from '../../../engine/index.ts';

// Issue 26: every field of a core body is checked for its JSON type before its contract, with a
// message naming the field. Text fields take text only (or null): contracts.optionalInput reads a
// number as its text, which is right for the app's forms but lets a client send a number, a
// list or an object where text is meant; required text would refuse them, but with a misleading
// 请输入… message. Other fields refuse a list or an object their contract does not take.

type Kind = 'string' | 'number' | 'boolean' | 'null' | 'array' | 'object';

/** The Chinese names of the core bodies' fields; a route may name its own (e.g. `name`). */
const LABELS: Record<string, string> = {
  user_name: '用户名',
  password: '密码',
  password_confirmation: '确认密码',
  old_password: '原密码',
  captcha: '图形验证码',
  captcha_key: '图形验证码标识',
  mobile: '手机号',
  code: '短信验证码',
  school_name: '机构名称',
  category_id: '机构类别',
  area_id: '所在地区',
  nick_name: '昵称',
  avatar: '头像',
  school_id: '学校',
  reason: '原因',
  amount: '充值金额',
  pay_type: '支付方式',
  status_type: '入驻类型',
  status_platform_help: '运营模式',
  bank_user: '付款账号',
  money: '付款金额',
  name: '名称',
  desc: '描述',
  permission_ids: '权限',
  confirm: '确认',
  status: '审核结果',
  form: '认证表单',
};

/** optionalInput fields that are ids or amounts: a number is right there. */
const NUMERIC = new Set(['school_id', 'money']);

interface FieldType {
  /** Text only (or null). */
  text: boolean;
  /** The JSON kinds the contract takes; undefined: any (z.unknown). */
  kinds?: Set<Kind>;
}

interface JsonNode {
  type?: string | string[];
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
}

function kindsOf(node: JsonNode): Set<Kind> | undefined {
  const kinds = new Set<Kind>();
  const visit = (n: JsonNode) => {
    for (const type of [n.type ?? []].flat()) kinds.add(type === 'integer' ? 'number' : (type as Kind));
    [...(n.anyOf ?? []), ...(n.oneOf ?? [])].forEach(visit);
  };
  visit(node);
  return kinds.size ? kinds : undefined;
}

const cache = new WeakMap<z.ZodType, Map<string, FieldType>>();

function fieldTypes(schema: z.ZodType): Map<string, FieldType> {
  const known = cache.get(schema);
  if (known) return known;
  const types = new Map<string, FieldType>();
  if (schema instanceof z.ZodObject) {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonNode> };
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const kinds = kindsOf(json.properties?.[key] ?? {});
      const onlyText = kinds !== undefined && [...kinds].every((kind) => kind === 'string' || kind === 'null');
      types.set(key, { text: onlyText || (field === contracts.optionalInput && !NUMERIC.has(key)), kinds });
    }
  }
  cache.set(schema, types);
  return types;
}

const kindOf = (value: unknown): Kind =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : (typeof value as Kind);

/**
 * The fields of `body` of the wrong JSON type for `schema` (a zod object), field -> message.
 * typeProblems(contracts.loginInput, { user_name: 123 }) -> { user_name: '用户名应为文字' }
 */
export function typeProblems(schema: z.ZodType, body: Record<string, unknown>, labels: Record<string, string> = {}): Record<string, string> {
  const types = fieldTypes(schema);
  const problems: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const type = types.get(key);
    if (!type) continue;
    const kind = kindOf(value);
    const label = labels[key] ?? LABELS[key] ?? key;
    if (type.text && kind !== 'string' && kind !== 'null') problems[key] = `${label}应为文字`;
    else if ((kind === 'array' || kind === 'object') && type.kinds && !type.kinds.has(kind)) problems[key] = `${label}格式有误`;
  }
  return problems;
}
