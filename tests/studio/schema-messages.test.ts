import { describe, expect, it } from 'vitest';
import { formatSchemaError, hoverTexts } from '../../studio/schema-messages.ts';

// The JSON Schema check and hover of the studio's editor, in Chinese.

describe('the JSON Schema messages', () => {
  it.each([
    [{ code: 'required-property-error', data: { key: 'url' } }, '缺少必填的键 "url"（JSON Schema）'],
    [{ code: 'no-additional-properties-error', data: { property: 'compnent' } }, '未知的键 "compnent"（JSON Schema）'],
    [{ code: 'type-error', data: { expected: ['string', 'number'] } }, '类型应为文字 或 数字（JSON Schema）'],
    [{ code: 'enum-error', data: { values: ['S', 'M', 'L'] } }, '应为以下之一："S"、"M"、"L"（JSON Schema）'],
    [{ code: 'something-new' }, '不符合此处的写法（JSON Schema）'],
  ])('%o -> %s', (error, message) => {
    expect(formatSchemaError(error)).toBe(message);
  });

  it('hover: the description, then the type and the choices', () => {
    expect(hoverTexts({ schema: { description: '字段宽度', type: 'string', enum: ['S', 'M'] } })).toEqual({ message: '字段宽度', typeInfo: '类型：文字；可选："S"、"M"' });
    expect(hoverTexts({ schema: { oneOf: [{}, {}] } })).toEqual({ message: '', typeInfo: '有 2 种写法' });
  });
});
