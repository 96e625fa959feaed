import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../server/check-config.ts';
import { BUILTIN_SCHEMAS_DIR, readPageConfigs } from '../../../server/page-configs.ts';
import { tempFolder } from './harness.ts';

// check-config on schemas/page-notes.json: the page notes the app lays under the production
// backend's list-configs (engine/config/page-notes.ts). A bad note is named by its JSON path.

const builtin = path.join(BUILTIN_SCHEMAS_DIR, 'page-notes.json');

describe('check-config: the page notes', () => {
  it('finds no problem in the built-in file, and counts it among the files', () => {
    const { problems, warnings, configs } = readPageConfigs([BUILTIN_SCHEMAS_DIR]);
    expect([...problems, ...warnings].filter((p) => p.file === builtin)).toEqual([]);
    expect(configs.files).toContain(builtin);
  });

  it('names each bad note by its path, and says a copy in SCHEMAS_DIR does not reach the app', () => {
    const dir = tempFolder('edu-page-notes-');
    const file = path.join(dir, 'page-notes.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        notes: [
          { title: '实景图片', components: ['branchPicture'], list: { large_images: true } },
          { title: '培训课程', page_keys: ['fxl-school.train-class'], list: { banner: '须知', page_size: 'many' } },
          { title: '专业', page_keys: ['school-major'], list: { page_size: 50, colour: 'red' } },
          { title: '没有的页', page_keys: ['no-such-page'], list: { banner: '须知' } },
          { title: '公司', page_keys: ['card.company-info'], list: { page_size: 20 } },
        ],
        extra: 1,
      }),
    );
    const { problems, warnings } = readPageConfigs([BUILTIN_SCHEMAS_DIR, dir]);
    const mine = (list: typeof problems) => list.filter((p) => p.file === file).map((p) => `${p.path}: ${p.message}`);
    expect(mine(problems)).toEqual([
      expect.stringMatching(/^notes\[0\]\.components\.0: 未知的组件.*（此条说明已停用）$/),
      expect.stringMatching(/^notes\[1\]\.list\.page_size: .*数字.*（此条说明已停用）$/),
      expect.stringMatching(/^notes\[2\]\.list: .*colour.*（此条说明已停用）$/),
    ]);
    expect(mine(warnings)).toEqual([
      expect.stringMatching(/^\(根\): page-notes\.json 随应用打包，应用只用内置的 schemas\/page-notes\.json，这份不生效/),
      'extra: 不认识的键 "extra"：页面说明文件只有 notes（和 $schema）',
      'notes[3].page_keys[0]: 没有页面文件 pages/no-such-page.json：此项只对发送菜单 key "no-such-page" 的后端有用',
      'notes[4].list.page_size: 页面文件 pages/card.company-info.json 已写 page_size: 100，以页面文件为准，此项对参考服务器的这一页不生效',
    ]);
    const { ok, output } = checkConfig(dir);
    expect(ok).toBe(false);
    expect(output).toContain(`${file}: notes[0].components.0: 未知的组件`);
  });
});
