import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { createListServices } from '../../../adapters/http/list-services.ts';

// The download's save is a port (saveFile): the file answer's object URL and its name (the
// server's Content-Disposition first) go to it; a JSON answer with a link gives the link.

const client = (response: () => Response) => ky.create({ prefixUrl: 'https://api.example.edu/api', retry: 0, fetch: async () => response() });

describe('createListServices: saveFile', () => {
  it('hands the file and the server’s name to saveFile', async () => {
    const saved: [string, string][] = [];
    const services = createListServices(
      client(() => new Response(new Blob(['a,b']), { headers: { 'content-type': 'application/octet-stream', 'content-disposition': "attachment; filename*=UTF-8''%E4%B8%93%E4%B8%9A.xlsx" } })),
      { saveFile: (href, name) => saved.push([href, name]) },
    );
    await services.download({ call: 'export', method: 'get', url: '/api/majors/export' }, '导出.xlsx');
    expect(saved).toHaveLength(1);
    expect(saved[0]?.[0]).toMatch(/^blob:/);
    expect(saved[0]?.[1]).toBe('专业.xlsx');
  });

  it('gives a JSON answer’s link under the name asked for', async () => {
    const saved: [string, string][] = [];
    const services = createListServices(client(() => Response.json({ code: 200, message: '操作成功', data: { url: 'https://oss.example.com/t.xlsx' } })), {
      saveFile: (href, name) => saved.push([href, name]),
    });
    await services.download({ call: 'template', method: 'get', url: '/api/majors/template' }, '专业管理导入模板.xlsx');
    expect(saved).toEqual([['https://oss.example.com/t.xlsx', '专业管理导入模板.xlsx']]);
  });
});
