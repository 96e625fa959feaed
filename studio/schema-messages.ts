// The JSON Schema check's messages in Chinese (codemirror-json-schema reports json-schema-library's
// errors, written in English): the common ones by code, the rest by a plain note. The JSON path
// is where the editor underlines, so the message says only what is wrong.

interface SchemaError {
  code: string;
  data?: Record<string, unknown>;
}

const list = (value: unknown) => (Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join('、') : JSON.stringify(value));

const TYPES: Record<string, string> = { string: '文字', number: '数字', integer: '整数', boolean: '布尔值', object: '对象 {}', array: '列表 []', null: 'null' };
const typeName = (value: unknown) => (Array.isArray(value) ? value.map((v) => TYPES[String(v)] ?? String(v)).join(' 或 ') : (TYPES[String(value)] ?? String(value)));

/** formatSchemaError({code: 'required-property-error', data: {key: 'url'}}) -> '缺少必填的键 "url"（JSON Schema）' */
export function formatSchemaError(error: SchemaError): string {
  const data = error.data ?? {};
  const said = (() => {
    switch (error.code) {
      case 'required-property-error':
        return `缺少必填的键 "${String(data.key)}"`;
      case 'no-additional-properties-error':
        return `未知的键 "${String(data.property)}"`;
      case 'type-error':
        return `类型应为${typeName(data.expected)}`;
      case 'enum-error':
        return `应为以下之一：${list(data.values)}`;
      case 'const-error':
        return `应为 ${list(data.expected)}`;
      case 'one-of-error':
      case 'any-of-error':
        return '不符合任何一种可用的写法（请看悬停提示中的说明）';
      case 'min-length-error':
      case 'min-length-one-error':
        return '不能为空';
      case 'max-length-error':
        return `不超过 ${String(data.maxLength)} 个字`;
      case 'minimum-error':
        return `不小于 ${String(data.minimum)}`;
      case 'maximum-error':
        return `不大于 ${String(data.maximum)}`;
      case 'min-items-error':
      case 'min-items-one-error':
        return '至少需要一项';
      case 'max-items-error':
        return `至多 ${String(data.maximum)} 项`;
      case 'pattern-error':
        return '格式不正确';
      default:
        return '不符合此处的写法';
    }
  })();
  return `${said}（JSON Schema）`;
}

/**
 * What the editor's hover says of a key: the schema's description (the engine's declarations
 * carry them), and its type or choices in Chinese.
 * hoverTexts({schema: {type: 'string', enum: ['S', 'M']}}) -> {message: '', typeInfo: '类型：文字；可选："S"、"M"'}
 */
export function hoverTexts({ schema }: { schema: object }): { message: string; typeInfo: string } {
  const s = schema as Record<string, unknown>;
  const message = typeof s.description === 'string' ? s.description : typeof s.title === 'string' ? s.title : '';
  const parts: string[] = [];
  if (s.type !== undefined) parts.push(`类型：${typeName(s.type)}`);
  if (Array.isArray(s.enum)) parts.push(`可选：${list(s.enum)}`);
  if (s.const !== undefined) parts.push(`应为 ${list(s.const)}`);
  const variants = Array.isArray(s.oneOf) ? s.oneOf : Array.isArray(s.anyOf) ? s.anyOf : undefined;
  if (variants) parts.push(`有 ${variants.length} 种写法`);
  return { message, typeInfo: parts.join('；') || '（没有类型说明）' };
}
