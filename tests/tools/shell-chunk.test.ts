import { describe, expect, it } from 'vitest';
import { frameGroups } from '../../build/shell-chunk.ts';

// Which modules the app's build puts in its few shared chunks (build/shell-chunk.ts), from the
// chunks the bundler makes on its own: a made-up app with an entry, the login door and its lazy
// doors, and the signed-in frame.

const ROOT = '/app';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = [], facade?: string, isEntry = false) => ({
  fileName,
  isEntry,
  facadeModuleId: facade ?? null,
  moduleIds,
  imports,
  dynamicImports,
});
const CHUNKS = [
  chunk('index.js', ['/app/app/index.html', '/app/app/main.tsx', '/app/react-dom.js'], [], ['start-login.js', 'start-app.js'], '/app/app/index.html', true),
  chunk('start-login.js', ['/app/app/start-login.tsx'], ['index.js', 'button.js', 'login-screen.js'], ['register.js', 'start-app.js', 'layout.js'], '/app/app/start-login.tsx'),
  chunk('login-screen.js', ['/app/login-screen.tsx'], ['index.js', 'button.js']),
  chunk('button.js', ['/app/button.js'], ['index.js']),
  chunk('register.js', ['/app/register.tsx'], ['index.js', 'tooltip.js', 'form.js'], [], '/app/register.tsx'),
  chunk('tooltip.js', ['/app/tooltip.js'], ['index.js']),
  chunk('form.js', ['/app/form.js'], ['index.js']),
  chunk('start-app.js', ['/app/app/start-app.tsx', '/app/router.js'], ['index.js', 'menu.js', 'tooltip.js', 'button.js'], ['antd-providers.js', 'layout.js', 'page.js'], '/app/app/start-app.tsx'),
  chunk('antd-providers.js', ['/app/app/shell/antd-providers.tsx'], ['index.js'], [], '/app/app/shell/antd-providers.tsx'),
  chunk('layout.js', ['/app/app/shell/layout.tsx'], ['index.js', 'menu.js'], [], '/app/app/shell/layout.tsx'),
  chunk('menu.js', ['/app/menu.js'], ['index.js']),
  chunk('page.js', ['/app/page.tsx'], ['index.js', 'form.js'], [], '/app/page.tsx'),
];

describe('the shared chunks of the build', () => {
  const groups = frameGroups(CHUNKS, ROOT);

  it('puts the entry\'s modules in one chunk, its own module apart', () => {
    expect(groups.get('/app/react-dom.js')).toBe('index');
    expect(groups.get('/app/app/main.tsx')).toBe('index');
    expect(groups.has('/app/app/index.html')).toBe(false);
  });

  it('puts what /login draws first and the frame uses in one chunk, what only /login uses apart', () => {
    expect(groups.get('/app/button.js')).toBe('shared');
    expect(groups.has('/app/login-screen.tsx')).toBe(false);
    expect(groups.has('/app/app/start-login.tsx')).toBe(false);
  });

  it("puts the frame's modules that a door of /login also loads in a chunk of their own, the rest in the frame's", () => {
    expect(groups.get('/app/tooltip.js')).toBe('frame-doors');
    expect(groups.get('/app/menu.js')).toBe('frame');
    expect(groups.get('/app/router.js')).toBe('frame');
  });

  it('leaves the roots, the doors and the lazy screens where the bundler put them', () => {
    for (const id of ['/app/app/start-app.tsx', '/app/app/shell/antd-providers.tsx', '/app/app/shell/layout.tsx', '/app/register.tsx', '/app/form.js', '/app/page.tsx']) expect(groups.has(id), id).toBe(false);
  });

  it('names a root it cannot find', () => {
    expect(() => frameGroups(CHUNKS.filter((one) => one.fileName !== 'layout.js'), ROOT)).toThrow(/app\/shell\/layout\.tsx/);
  });
});
