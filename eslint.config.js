// ESLint flat config. The `boundaries/layers` rule enforces the one-way imports of DESIGN.md:
//   engine   -> nothing of ours, and no UI or HTTP library
//   adapters -> engine only
//   server   -> engine only (for config types)
//   studio   -> engine and adapters, and server's front door for its answers' types
//   build    -> engine and adapters (the Vite plugins), never app/
//   nothing but stories and tests imports app/ (the entry point lives inside app/)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import compat from 'eslint-plugin-compat';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
/** What the browser floor lacks and the app polyfills (app/floor/polyfills.json, build/browser-floor.ts). */
const POLYFILLED = JSON.parse(fs.readFileSync(path.join(root, 'app/floor/polyfills.json'), 'utf8')).map((polyfill) => polyfill.api);
const LAYERS = ['engine', 'adapters', 'app', 'studio', 'server', 'schemas', 'deploy', 'build', 'stories', 'tests'];

/** Which of our layers may each layer import; a layer may always import itself. */
const ALLOWED = {
  engine: [],
  adapters: ['engine'],
  server: ['engine', 'schemas'],
  app: ['engine', 'adapters', 'schemas'],
  studio: ['engine', 'adapters', 'server', 'schemas'], // the studio (npm run studio); server: its answers' types only; schemas: the page notes the app carries
  schemas: ['engine'], // schemas/generate.ts writes the JSON Schemas from engine/config
  deploy: ['engine', 'adapters', 'server'], // check-deploy reads a runtime config as the app does
  // the Vite plugins (build/): they may read the engine and the adapters' files, never app/. Not
  // held to the doors: they run in Node when Vite loads its config, where a door's CSS cannot load
  build: ['engine', 'adapters'],
  stories: LAYERS,
  tests: LAYERS,
};

/** Packages a layer must not import (a subpath such as `react/jsx-runtime` counts too). */
const FORBIDDEN_PACKAGES = {
  engine: ['react', 'react-dom', 'antd', '@formily/react', '@formily/antd-v5', 'ky'],
};

/**
 * Layers whose imports into another layer must go through that layer's front door: an `index.ts`
 * (engine/index.ts, adapters/index.ts, or one folder's entry such as adapters/http/index.ts).
 * Tests and stories may reach inside, to test and show the parts.
 */
const FRONT_DOORS_FOR = ['engine', 'adapters', 'app', 'studio', 'server', 'schemas', 'deploy'];
const FRONT_DOOR = /^(?:engine|server|schemas|deploy|adapters(?:\/[^/]+)?)\/index\.tsx?$/;
const isFrontDoor = (target) => FRONT_DOOR.test(path.relative(root, target).split(path.sep).join('/')) || !/\.(ts|tsx|js|mjs)$/.test(target);
/** The door to use instead: the target folder's own entry inside adapters/, else the layer's. */
const doorOf = (target, to) => {
  const [, folder] = path.relative(root, target).split(path.sep);
  const own = to === 'adapters' && folder && !/\./.test(folder) ? `adapters/${folder}/index.ts` : undefined;
  return own && fs.existsSync(path.join(root, own)) ? own : `${to}/index.ts`;
};

/**
 * The floors inside app/, lowest first: a file may import its own floor and those below. The
 * features sit under the shell, the frame that shows them; the router, the catalogue and the entry
 * on top (README, Where things live).
 */
const APP_FLOORS = [['lib'], ['state'], ['services'], ['routing'], ['ui'], ['features'], ['shell'], ['router.tsx', 'catalogue.ts', 'first-page.ts', 'start-app.tsx', 'start-login.tsx', 'main.tsx']];
/**
 * The zones of app/features/ (bulletproof-react's): each feature folder is one, entered from
 * another feature, the shell or the router only through its door (app/features/<x>/index.ts); the
 * registry (app/features/index.tsx) is the features' own door. A lazy import() may name a file
 * (a chunk's entry).
 */
const featureOf = (file) => {
  const parts = path.relative(root, file).split(path.sep);
  return parts[0] === 'app' && parts[1] === 'features' && parts.length > 3 ? parts[2] : undefined;
};
const appFloorOf = (file) => {
  const [layer, first] = path.relative(root, file).split(path.sep);
  if (layer !== 'app' || !first) return undefined;
  const index = APP_FLOORS.findIndex((names) => names.includes(first));
  return index < 0 ? undefined : index;
};

/**
 * The rooms of adapters/ (README, Where things live): each folder (form, list, ui, drafts, payment,
 * http, api, map) and the root's runtime config; a room imports another only through its door
 * (adapters/<room>/index.ts, adapters/index.ts for the root). A lazy import() may name a file:
 * it is the entry of a chunk of its own (the map dialog, with leaflet).
 */
const adapterRoomOf = (file) => {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] !== 'adapters') return undefined;
  return parts.length > 2 ? parts[1] : '.';
};
const roomDoorOf = (room) => (room === '.' ? 'adapters/index.ts' : `adapters/${room}/index.ts`);

const layerOf = (file) => {
  const first = path.relative(root, file).split(path.sep)[0];
  return LAYERS.includes(first) ? first : undefined;
};

const packageOf = (spec) => {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import boundaries between engine, adapters, app and server' },
    messages: {
      layer: '{{from}}/ must not import {{to}}/ ("{{spec}}"): {{from}} may import {{allowed}}. See DESIGN.md, Layout.',
      floor: 'app/{{fromFloor}} must not import app/{{toFloor}} ("{{spec}}"): app/ is built in floors, lowest first: lib, state, services, routing, ui, features, shell, then router.tsx, catalogue.ts and main.tsx; a file imports its own floor and those below. Move the shared part down. See README, Where things live.',
      zone: '{{from}} must import app/features/{{feature}} through its door, not "{{spec}}": import from app/features/{{feature}}/index.ts (export the name there if it is missing). See README, Where things live.',
      room: 'adapters/{{fromRoom}} must import adapters/{{toRoom}} through its door, not "{{spec}}": import from {{door}} (export the name there if it is missing). See README, Where things live.',
      deep: '{{from}}/ must import {{to}}/ through its front door, not "{{spec}}": import from {{door}} (export the name there if it is missing). See README, Where things live.',
      pkg: '{{from}}/ must stay pure and must not import "{{pkg}}": move this code to adapters/ or app/. See DESIGN.md, Layout.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    const check = (node, spec, lazy = false) => {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.') || spec.startsWith('/')) {
        const target = path.resolve(path.dirname(file), spec);
        const to = layerOf(target);
        if (to && to !== from && !ALLOWED[from].includes(to)) {
          const allowed = ALLOWED[from].length ? ALLOWED[from].join(', ') : 'nothing of ours';
          context.report({ node, messageId: 'layer', data: { from, to, spec, allowed } });
        } else if (from === 'app' && to === 'app' && appFloorOf(file) !== undefined && appFloorOf(target) !== undefined && appFloorOf(target) > appFloorOf(file)) {
          const name = (f) => path.relative(path.join(root, 'app'), f).split(path.sep)[0];
          context.report({ node, messageId: 'floor', data: { fromFloor: name(file), toFloor: name(target), spec } });
        } else if (from === 'app' && to === 'app' && !lazy && featureOf(target) && featureOf(target) !== featureOf(file) && !/\/index\.tsx?$/.test(target)) {
          const feature = featureOf(target);
          const here = featureOf(file) ? `app/features/${featureOf(file)}` : path.relative(root, file).split(path.sep).join('/');
          context.report({ node, messageId: 'zone', data: { from: here, feature, spec } });
        } else if (from === 'adapters' && to === 'adapters' && !lazy && /\.tsx?$/.test(target) && adapterRoomOf(file) !== adapterRoomOf(target)) {
          const door = roomDoorOf(adapterRoomOf(target));
          if (path.relative(root, target).split(path.sep).join('/') !== door) {
            const name = (room) => (room === '.' ? '(root)' : room);
            context.report({ node, messageId: 'room', data: { fromRoom: name(adapterRoomOf(file)), toRoom: name(adapterRoomOf(target)), spec, door } });
          }
        } else if (to && to !== from && FRONT_DOORS_FOR.includes(from) && !isFrontDoor(target)) {
          const door = doorOf(target, to);
          context.report({ node, messageId: 'deep', data: { from, to, spec, door } });
        }
        return;
      }
      const pkg = packageOf(spec);
      if ((FORBIDDEN_PACKAGES[from] ?? []).includes(pkg)) {
        context.report({ node, messageId: 'pkg', data: { from, pkg } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, true),
    };
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-studio', 'storybook-static', 'tests/e2e/artifacts', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Accessible markup in our own JSX (issue 17); axe in the browser tests checks what antd renders.
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // autoFocus on the first field of a dialog or a login door is where the user starts: antd
      // components may have it (they focus on open); a bare DOM element may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { boundaries: { rules: { layers: layersRule } }, 'react-hooks': reactHooks },
    rules: {
      'boundaries/layers': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The browser floor (issue 55): product code calls no API that package.json's "browserslist"
  // lacks, unless it is polyfilled (app/floor/polyfills.json) or checked for where it is called
  // (an eslint-disable-next-line naming the check).
  {
    files: ['app/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}', 'engine/**/*.ts'],
    ignores: ['app/floor/**'],
    plugins: { compat },
    settings: { polyfills: POLYFILLED, lintAllEsApis: true },
    rules: { 'compat/compat': 'error' },
  },
  // Every dialog says when it has opened (adapters/ui/modal.tsx and settled.tsx set data-settled on
  // antd's afterOpenChange): a screen takes the ui door's Modal, and its questions from useQuestions.
  {
    files: ['app/**/*.{ts,tsx}', 'adapters/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    // antd's own: the wrappers, and the bridge and statics that hand them to code outside React
    ignores: ['adapters/ui/modal.tsx', 'adapters/ui/light-app.tsx', 'app/shell/antd-providers.tsx', 'adapters/ui/antd-statics.ts', 'adapters/ui/app-holders.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'antd', importNames: ['Modal'], message: "Take Modal from adapters/ui's door (it marks data-settled once open), and questions from useQuestions()." }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "VariableDeclarator:matches([init.callee.property.name='useApp'], [init.callee.name='useAntdApp']) > ObjectPattern > Property[key.name='modal']",
          message: 'Questions come from useQuestions() (adapters/ui): they say when they have opened.',
        },
      ],
    },
  },
  // the browser check is a classic script that 360's IE mode must parse: ES3-era syntax, no module
  {
    files: ['app/floor/browser-check.js'],
    languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: { ...globals.browser, __POLYFILLED__: 'readonly' } },
  },
  // The e2e specs speak as users (issue 56 item 5): what a spec does is what a user does; the
  // widgets' class names and every wait on a library's timing live in one driver per widget
  // (tests/e2e/support/drivers/), which this leaves free. `ant-` after a letter or a hyphen
  // (--ant-table-, data-ant-…) is not a class.
  {
    files: ['tests/e2e/**/*.e2e.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ['Identifier[name="setTimeout"]', 'setTimeout'],
          ['MemberExpression[property.name="waitForTimeout"]', 'waitForTimeout'],
        ].map(([selector, name]) => ({
          selector,
          message: `An e2e spec waits for what the user sees, not for a time: no ${name}. Wait for the state the page or the widget shows, and keep a wait on a library's timing in its driver (tests/e2e/support/drivers/).`,
        })),
        ...['Literal[value=/(^|[^\\w-])ant-[a-z]/]', 'TemplateElement[value.raw=/(^|[^\\w-])ant-[a-z]/]'].map((selector) => ({
          selector,
          message: "An e2e spec names no antd class: find the widget through its driver (tests/e2e/support/drivers/: dialog, select, table, message, form, …), or by role, label or text; add the part to the driver if it is missing.",
        })),
      ],
    },
  },
);
