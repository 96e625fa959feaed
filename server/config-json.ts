import fs from 'node:fs';
import { bodyShapeProblem, MAX_CONFIG_DEPTH } from './body-shape.ts';

// Reading a configuration file as JSON: a syntax error is told by line and column (computed from
// the offset in JSON.parse's message), with what to fix, in Chinese.

export interface JsonSyntaxError {
  line: number;
  column: number;
  message: string;
}

/** What to fix, by the start of V8's JSON.parse message (Node 20 and later). */
const HINTS: [RegExp, string][] = [
  [/^Unexpected end of JSON input/, '文件意外结束：缺少右括号 } 或 ]，或字符串缺少结尾的引号'],
  [/^Unterminated string/, '字符串缺少结尾的双引号'],
  [/^Expected property name or '}'/, '此处应为用双引号括起的键名或右括号 }'],
  [/^Expected double-quoted property name/, '此处应为用双引号括起的键名（也可能是多余的逗号）'],
  [/^Expected ',' or '}' after property value/, '属性值后应为逗号 , 或右括号 }'],
  [/^Expected ',' or ']' after array element/, '数组元素后应为逗号 , 或右括号 ]'],
  [/^Expected ':' after property name/, '键名后应为冒号 :'],
  [/^Bad control character in string literal/, '字符串中不能直接换行或含控制字符（换行请写 \\n）'],
  [/^Bad escaped character/, '字符串中的转义字符有误（反斜杠请写 \\\\）'],
  [/^Unexpected non-whitespace character after JSON/, 'JSON 已经结束，其后还有多余的内容'],
  [/^Unexpected token/, '此处有不该出现的字符（JSON 的键和字符串须用双引号，不能有注释或末尾逗号）'],
];

/** Line and column (from 1) of a character offset in `text`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/** V8's "Unexpected token" message quotes up to 10 characters either side of the offset instead of giving it. */
const UNEXPECTED = /^Unexpected token '([\s\S]+?)', (\.\.\.)?"([\s\S]*)"(\.\.\.)? is not valid JSON$/;
const CONTEXT = 10;

/** The offset of the error in `text`, from JSON.parse's message (the end of the text when it gives none). */
function offsetOf(text: string, message: string): number {
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  const unexpected = UNEXPECTED.exec(message);
  if (!unexpected) return text.length;
  const [, token = '', before, context = '', after] = unexpected;
  if (before) {
    const start = text.indexOf(context);
    return start < 0 ? text.length : start + CONTEXT;
  }
  if (after) return Math.max(0, context.length - CONTEXT);
  // The whole (short) text is quoted: the first such character outside a string.
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString && char === '\\') i += 1;
    else if (char === '"') inString = !inString;
    else if (!inString && text.startsWith(token, i)) return i;
  }
  return Math.max(0, text.indexOf(token));
}

/**
 * The syntax error JSON.parse threw for `text`, by line and column, with what to fix.
 * describeJsonError('{\n  "a": 1,\n}', error) -> {line: 3, column: 1, message: 'JSON 语法错误：此处应为用双引号括起的键名（也可能是多余的逗号）'}
 */
export function describeJsonError(text: string, error: Error): JsonSyntaxError {
  const hint = HINTS.find(([pattern]) => pattern.test(error.message))?.[1] ?? '不是有效的 JSON';
  return { ...lineAndColumn(text, offsetOf(text, error.message)), message: `JSON 语法错误：${hint}` };
}

export type JsonRead = { ok: true; value: unknown } | { ok: false; error: JsonSyntaxError | { message: string } };

/**
 * Why a file or folder cannot be read, in Chinese (issue 33 item 6: it fails alone, never the start).
 * unreadableMessage({code: 'EISDIR'}) -> '无法读取此文件：这是一个文件夹，不是文件'
 */
export function unreadableMessage(error: unknown, what: '文件' | '文件夹' = '文件'): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const reason =
    {
      ENOENT: '它不存在（可能是指向已删除文件的链接）',
      EISDIR: '这是一个文件夹，不是文件',
      ENOTDIR: '这不是一个文件夹',
      EACCES: '没有读取权限',
      EPERM: '没有读取权限',
      ELOOP: '链接形成了循环',
    }[code] ?? `读取出错（${code || '未知原因'}）`;
  return `无法读取此${what}：${reason}`;
}

/** Reads `file` as JSON (a UTF-8 byte-order mark is allowed, as editors on Windows write it). */
export function readJsonFile(file: string): JsonRead {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    return { ok: false, error: { message: unreadableMessage(error) } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: describeJsonError(text, error as Error) };
  }
  // bounded before the engine's parse walks it (its recursion overflowed at 8,000 levels)
  const problem = bodyShapeProblem(value, MAX_CONFIG_DEPTH, '配置');
  return problem === undefined ? { ok: true, value } : { ok: false, error: { message: problem } };
}
