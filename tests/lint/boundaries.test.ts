import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints snippets as if they were files in each layer, with the project's real eslint.config.js.
const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message);
}

describe('import boundaries of DESIGN.md (lint rule boundaries/layers)', () => {
  it.each([
    ['engine/form/compile.ts', "import { useState } from 'react';", 'engine/ must stay pure and must not import "react"'],
    ['engine/form/compile.ts', "import 'react/jsx-runtime';", 'must not import "react"'],
    ['engine/form/compile.ts', "import { Button } from 'antd';", 'must not import "antd"'],
    ['engine/x.ts', "import { connect } from '@formily/react';", 'must not import "@formily/react"'],
    ['engine/x.ts', "import { Input } from '@formily/antd-v5';", 'must not import "@formily/antd-v5"'],
    ['engine/x.ts', "import ky from 'ky';", 'must not import "ky"'],
    ['engine/x.ts', "import { createRoot } from 'react-dom/client';", 'must not import "react-dom"'],
    ['engine/list/x.ts', "import { ZhProvider } from '../../adapters/index.ts';", 'engine/ must not import adapters/'],
    ['engine/x.ts', "export * from '../server/db.ts';", 'engine/ must not import server/'],
    ['engine/x.ts', "const m = await import('../app/router.tsx');", 'engine/ must not import app/'],
    ['adapters/form/x.tsx', "import { createAppRouter } from '../../app/router.tsx';", 'adapters/ must not import app/'],
    ['adapters/http/x.ts', "import { createApp } from '../../server/app.ts';", 'adapters/ must not import server/'],
    ['server/x.ts', "import { ZhProvider } from '../adapters/index.ts';", 'server/ must not import adapters/'],
    ['server/x.ts', "export { createAppRouter } from '../app/router.tsx';", 'server/ must not import app/'],
    ['build/x.ts', "import { appTheme } from '../app/state/preferences.ts';", 'build/ must not import app/'],
    // issue 27 step 1: into another layer only through its front door
    ['app/x.tsx', "import { RetryAlert } from '../adapters/ui/retry-alert.tsx';", 'app/ must import adapters/ through its front door, not "../adapters/ui/retry-alert.tsx": import from adapters/ui/index.ts'],
    ['app/screens/x.tsx', "import type { UserInfo } from '../../adapters/api/account.ts';", 'import from adapters/api/index.ts'],
    ['app/x.tsx', "import { useSubmitOnce } from '../adapters/drafts/submit-once.ts';", 'import from adapters/drafts/index.ts'],
    ['app/x.tsx', "import { loadRuntimeConfig } from '../adapters/runtime-config.ts';", 'import from adapters/index.ts'],
    // issue 56: adapters/ in rooms, each entered through its door
    ['adapters/list/view/x.tsx', "import { ConfigForm } from '../../form/config-form.tsx';", 'adapters/list must import adapters/form through its door, not "../../form/config-form.tsx": import from adapters/form/index.ts'],
    ['adapters/form/widgets/x.tsx', "import type { Draft } from '../../drafts/use-draft.ts';", 'import from adapters/drafts/index.ts'],
    ['adapters/http/x.ts', "export { parseRuntimeConfig } from '../runtime-config.ts';", 'adapters/http must import adapters/(root) through its door'],
    ['server/x.ts', "import { MOBILE_PATTERN } from '../engine/account/rules.ts';", 'server/ must import engine/ through its front door'],
    ['adapters/http/x.ts', "import { contracts } from '../../engine/contracts/index.ts';", 'adapters/ must import engine/ through its front door'],
    ['deploy/x.ts', "import { CONTENT_SECURITY_POLICY } from '../server/security.ts';", 'import from server/index.ts'],
    // and app/ in floors: lib, state, services, routing, then shell | money | screens
    ['app/state/x.ts', "import { useServices } from '../services/use-services.ts';", 'app/state must not import app/services'],
    ['app/lib/x.ts', "import { tokenAtom } from '../state/session.ts';", 'app/lib must not import app/state'],
    ['app/routing/x.ts', "import { Layout } from '../shell/layout.tsx';", 'app/routing must not import app/shell'],
    ['app/shell/x.tsx', "import { createAppRouter } from '../router.tsx';", 'app/shell must not import app/router.tsx'],
    ['app/features/money/x.tsx', "import { Layout } from '../../shell/layout.tsx';", 'app/features must not import app/shell'],
    ['app/ui/x.tsx', "import { BalanceChip } from '../features/money/index.ts';", 'app/ui must not import app/features'],
    // issue 56 item 2: a feature is entered only through its door
    ['app/features/login/x.tsx', "import { BalanceChip } from '../money/balance-chip.tsx';", 'app/features/login must import app/features/money through its door, not "../money/balance-chip.tsx": import from app/features/money/index.ts'],
    ['app/shell/x.tsx', "import { BalanceChip } from '../features/money/balance-chip.tsx';", 'app/shell/x.tsx must import app/features/money through its door'],
  ])('%s: rejects %s', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
    // the first lint loads the TypeScript program: seconds on a busy 2-core machine
  }, 60_000);

  it.each([
    ['engine/form/compile.ts', "import { z } from 'zod';\nimport type { ISchema } from '@formily/json-schema';\nimport { x } from '../paths.ts';"],
    ['adapters/form/x.tsx', "import { Button } from 'antd';\nimport { compileForm } from '../../engine/index.ts';"],
    ['app/x.tsx', "import { ZhProvider } from '../adapters/index.ts';\nimport { z } from '../engine/index.ts';"],
    ['server/x.ts', "import { z } from '../engine/index.ts';"],
    ['tests/x.test.ts', "import { createAppRouter } from '../app/router.tsx';\nimport { createApp } from '../server/app.ts';"],
    ['stories/x.stories.tsx', "import { StatusScreen } from '../app/screens/status-screen.tsx';"],
    ['tests/x.test.ts', "import { RetryAlert } from '../adapters/ui/retry-alert.tsx';\nimport { MOBILE_PATTERN } from '../engine/account/rules.ts';"],
    ['app/shell/x.tsx', "import { useServices } from '../services/use-services.ts';\nimport { menuTrail } from '../lib/menu-routes.ts';\nimport { PageScreen } from '../features/index.tsx';\nimport { BalanceChip } from '../features/money/index.ts';\nimport { RetryAlert } from '../../adapters/ui/index.ts';"],
    ['app/features/login/x.tsx', "import { ZhuxuetongStrip } from '../money/index.ts';\nimport { StatusScreen } from '../../ui/status-screen.tsx';\nimport { useDoor } from './use-door.ts';\nconst pay = () => import('../money/pay/branch-pay-screen.tsx');"],
    ['adapters/form/x.tsx', "import { MAP_PROVIDERS } from '../map/index.ts';\nimport { fieldProblem } from './zod-rules.ts';\nconst dialog = () => import('../map/map-dialog.tsx');"],
    ['adapters/list/dialogs/x.tsx', "import { ConfigForm } from '../../form/index.ts';\nimport { useListContext } from '../controller/index.ts';\nimport { ListTable } from '../view/list-table.tsx';"],
  ])('%s: allows its own imports', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  }, 60_000);

  // The whole tree as committed: `npm run lint` (--max-warnings=0), which `npm test` runs first;
  // linting it again here cost about 9 s of a worker.
});
