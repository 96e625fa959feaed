import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { CompiledList, DialogKind, FormServices, ListServices, Row } from '../../../../engine/index.ts';
import type { ListDialog } from '../../../../adapters/list/dialogs/index.ts';
import { FormServicesProvider } from '../../../../adapters/ui/services-context.tsx';
import { ZhProvider } from '../../../../adapters/ui/zh-provider.tsx';
import { createFakeServices } from '../../../../stories/fixtures/fake-services.ts';
import { createFakeListServices, type FakeListServices } from '../../../../stories/fixtures/fake-list-services.ts';

// ProseMirror (the rich-text editor) measures ranges to scroll the cursor into view; jsdom has
// no layout, so ranges measure as empty boxes here.
const EMPTY_RECT = { x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) } as DOMRect;
if (typeof Range !== 'undefined' && typeof Range.prototype.getClientRects !== 'function') {
  Range.prototype.getClientRects = () => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => EMPTY_RECT;
}
if (typeof document !== 'undefined' && typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;

export interface RenderDialogOptions<S extends ListServices> {
  list: CompiledList;
  row?: Row;
  /** Default: the in-memory fake of the stories, answering at once. */
  services?: S;
  formServices?: Partial<FormServices>;
  /** Puts the dialog inside providers of the test's own (a draft account). */
  wrap?: (dialog: ReactNode) => ReactNode;
}

/** One list dialog as <ConfigList> opens it: in ZhProvider, with form services and spies for onClose / onDone. */
export function renderDialog<S extends ListServices = FakeListServices>(Dialog: ListDialog, kind: DialogKind, options: RenderDialogOptions<S>) {
  const services = options.services ?? (createFakeListServices({ latencyMs: 0 }) as unknown as S);
  const formServices = { ...createFakeServices({ latencyMs: 0, uploadMs: 0 }), ...options.formServices };
  const onClose = vi.fn();
  const onDone = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  const dialog = <Dialog kind={kind} list={options.list} row={options.row} services={services} onClose={onClose} onDone={onDone} />;
  const view = render(
    <ZhProvider>
      <FormServicesProvider value={formServices}>
        <Suspense fallback={<span>加载中</span>}>{options.wrap ? options.wrap(dialog) : dialog}</Suspense>
      </FormServicesProvider>
    </ZhProvider>,
  );
  return { ...view, user, services, formServices, onClose, onDone };
}

/** The fake's requests to URLs containing `part`. */
export const requestsTo = (services: FakeListServices, part: string) => services.requests.filter((request) => request.url.includes(part));

/** A promise answered when the test says so (the widgets' harness has it). */
export { deferred } from '../../form/widgets/harness.tsx';

/** A file of `size` bytes without allocating them (the size is what the checks read). */
export function fileOf(name: string, size = 10, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export const fileInput = () => document.body.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;
