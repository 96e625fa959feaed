import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 56 item 5: every dialog says when it has opened (data-settled, adapters/ui/modal.tsx and settled.tsx).
// The lint keeps it so: a screen takes Modal from the ui door, and its questions from
// useQuestions(), never antd's Modal or the App's modal directly. Snippets linted as if they were
// product files, with the project's real eslint.config.js.
const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const ANTD_MODAL = "import { Modal } from 'antd';\nexport const Dialog = Modal;\n";
const APP_MODAL = "import { App } from 'antd';\nexport function useAsk() {\n  const { modal } = App.useApp();\n  return modal;\n}\n";
const LIGHT_APP_MODAL = "import { useAntdApp } from '../../../adapters/ui/index.ts';\nexport function useAsk() {\n  const { modal } = useAntdApp();\n  return modal;\n}\n";
const APP_MESSAGE = "import { App } from 'antd';\nexport function useToast() {\n  const { message } = App.useApp();\n  return message;\n}\n";

describe("dialogs come through the ui door's Modal and useQuestions", () => {
  beforeAll(() => refusals('app/x.ts', 'export {};\n'), 120_000);

  it.each(['app/features/x/x-dialog.tsx', 'adapters/list/dialogs/x.tsx', 'studio/x.tsx'])("%s may not take antd's Modal", async (file) => {
    const errors = await refusals(file, ANTD_MODAL);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("adapters/ui's door");
  });

  it("a screen may not take the App's modal, and may take its message", async () => {
    expect(await refusals('app/features/x/use-x.ts', APP_MODAL)).toEqual([expect.stringContaining('useQuestions()')]);
    expect(await refusals('app/features/x/use-x.ts', LIGHT_APP_MODAL)).toEqual([expect.stringContaining('useQuestions()')]);
    expect(await refusals('app/features/x/use-x.ts', APP_MESSAGE)).toEqual([]);
  });

  it('the wrappers themselves may', async () => {
    expect(await refusals('adapters/ui/modal.tsx', ANTD_MODAL)).toEqual([]);
    expect(await refusals('adapters/ui/light-app.tsx', APP_MODAL)).toEqual([]);
    expect(await refusals('adapters/ui/light-app.tsx', LIGHT_APP_MODAL)).toEqual([]);
  });
});
