import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isSuccess, MESSAGES } from '../../engine/index.ts';

// Spec section 8's sentences have one definition (issue 27 item 5): each is spelled as a string
// literal (or a template's text, or JSX text) in engine/messages.ts and nowhere else in the
// production code; everyone else reads MESSAGES. Comments may quote them.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LAYERS = ['engine', 'adapters', 'app', 'server', 'schemas'];
const HOME = 'engine/messages.ts';

/** The sentences (and the fixed start of the counted ones), verbatim from spec section 8. */
const SENTENCES = [
  '操作成功',
  '登录过期，请重新登录',
  '您的余额不足，请先去充值',
  '提交的数据有误',
  '请先申请加入集团学校',
  '服务器500错误，请联系管理员',
  '记录不存在或已删除',
  '请勾选需要操作的行',
  '请勾选需要取消的置顶',
  'Has Error',
  '获取用户失败，请稍后再试',
  '上传成功',
  '支付成功',
  '取消成功',
  '尚未支付成功',
  '设置成功',
  '图片上传失败',
  '确定要删除吗？',
  '确定要批量删除吗？',
  '确定要置顶吗？',
  '确定要取消置顶吗？',
  '确定要批量取消置顶吗？',
  '是否放弃申领',
];
/** Sentences with a number or a name in them: a template that starts so. */
const STARTS = ['导入成功 ', '导入失败 ', '该行已'];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Every text a file spells: string literals, template texts and JSX text, trimmed. */
function textsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) out.push(node.text);
    else if (ts.isJsxText(node)) out.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const spelled = new Map(LAYERS.flatMap(sourceFiles).map((file) => [file, textsOf(file)] as const));
const where = (test: (text: string) => boolean) => [...spelled].filter(([, texts]) => texts.some(test)).map(([file]) => file);

describe('the words of spec section 8', () => {
  it.each(SENTENCES)('%s is spelled in engine/messages.ts only', (sentence) => {
    expect(where((text) => text === sentence)).toEqual([HOME]);
  });

  it.each(STARTS)('%s… is spelled in engine/messages.ts only', (start) => {
    expect(where((text) => text.startsWith(start))).toEqual([HOME]);
  });

  it('reads them from MESSAGES', () => {
    expect(Object.values(MESSAGES).filter((value) => typeof value === 'string')).toEqual(expect.arrayContaining(SENTENCES));
    expect(MESSAGES.imported(3)).toBe('导入成功 3 条');
    expect(MESSAGES.importFailed(2)).toBe('导入失败 2 条');
    expect(MESSAGES.already('启用')).toBe('该行已启用');
  });
});

describe('isSuccess', () => {
  it('is the message 操作成功, whatever the code', () => {
    expect(isSuccess({ code: 200, message: '操作成功' })).toBe(true);
    expect(isSuccess({ code: 201, message: '操作成功' })).toBe(true);
    expect(isSuccess({ code: 200, message: '已提交' })).toBe(false);
    expect(isSuccess({ code: 200 })).toBe(false);
    expect(isSuccess(null)).toBe(false);
    expect(isSuccess(undefined)).toBe(false);
  });
});
