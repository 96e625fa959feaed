import { createForm, type Form } from '@formily/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderForm } from './harness.tsx';

// A long form draws its first screen first and the rest after it (issue 16 item 3). Fields not
// drawn yet still take part: they are validated, submitted, focused when they hold the first
// error, follow show_if and must_value, and keep their widths once drawn.

const kinds = { data: [{ id: 1, name: '普通' }, { id: 2, name: '特殊' }] };
const COUNT = 80;

/** 80 fields: 类型 first, then 备注1…备注79; a few far down have rules, conditions or sizes. */
function longForm() {
  const fields: object[] = [{ name: '类型', field: 'kind', component: { type: 'radio', data_source: kinds } }];
  for (let i = 1; i < COUNT; i++) {
    const field: Record<string, unknown> = { name: `备注${i}`, field: `note${i}`, component: { type: 'text' } };
    if (i === 60 || i === 70) field.rules = { required: 1 };
    if (i === 65) field.component = { type: 'text', default: '默认值' };
    if (i === 72) field.component = { type: 'text', size: 'S' };
    if (i === 74) field.show_if = { name: 'kind', value: '2' };
    if (i === 76) field.component = { type: 'text', must_value: ['985'] };
    if (i === 77) field.component = { type: 'text', must_value: ['1'] };
    if (i === 78) field.field = 'category_id'; // the category must_value reads
    fields.push(field);
  }
  return { component: { name: 'long', title: '长表单' }, fields };
}

const label = (text: string) => screen.queryByText(text, { selector: 'label, label *' });

function item(text: string): HTMLElement {
  const node = label(text)?.closest('.ant-formily-item');
  if (!node) throw new Error(`no item ${text}`);
  return node as HTMLElement;
}

/** The note fields created in `form` so far. */
const createdNotes = (form: Form) => form.query('*').map((field) => field.address.toString()).filter((address) => /^grid\.note\d+$/.test(address)).length;

/**
 * Counts the fields `form` creates anew in each task (drawing a field already created asks for it
 * again, which does not count): a microtask queued by a task's first creation runs when that task
 * ends, before any other task.
 */
function creationsPerTask(form: Form) {
  const counted = { tasks: [] as number[], inTask: 0, counting: false };
  const createField = form.createField.bind(form);
  form.createField = ((...args: Parameters<typeof createField>) => {
    const before = Object.keys(form.fields).length;
    const field = createField(...args);
    if (Object.keys(form.fields).length > before) {
      counted.inTask += 1;
      if (!counted.counting) {
        counted.counting = true;
        queueMicrotask(() => {
          if (counted.inTask > 0) counted.tasks.push(counted.inTask);
          counted.inTask = 0;
          counted.counting = false;
        });
      }
    }
    return field;
  }) as typeof form.createField;
  return {
    tasks: counted.tasks,
    /** Fields created in the task still running. */
    open: () => counted.inTask,
    /** Forgets what was counted so far (the first screen, drawn at once). */
    reset: () => {
      counted.inTask = 0;
      counted.tasks.length = 0;
    },
  };
}

const everyFieldDrawn = () => waitFor(() => expect(document.querySelectorAll('.ant-formily-item')).toHaveLength(COUNT - 2));

describe('<ConfigForm> with many fields: the first screen first', () => {
  it('draws the first screen at once and every other field right after', async () => {
    renderForm({ config: longForm(), initialValues: { category_id: 985 } });
    expect(label('类型')).not.toBeNull();
    expect(label('备注5')).not.toBeNull();
    expect(label('备注79')).toBeNull();
    // 备注74 waits for 类型 特殊 and 备注77 for category 1: the other 78 are drawn
    await everyFieldDrawn();
    expect(label('备注79')).not.toBeNull();
    expect(label('备注74')).toBeNull();
    expect(label('备注77')).toBeNull();
    expect(label('备注76')).not.toBeNull();
  });

  it('validates the fields not drawn yet on submit, draws them and focuses the first error', async () => {
    const { onSubmit } = renderForm({ config: longForm() });
    expect(label('备注60')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入备注60')).toBeTruthy();
    expect(screen.getByText('请输入备注70')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(item('备注60')).getByRole('textbox')));
    expect(onSubmit).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.type(within(item('备注60')).getByRole('textbox'), '甲');
    await user.type(within(item('备注70')).getByRole('textbox'), '乙');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ note60: '甲', note70: '乙', note65: '默认值' });
  });

  it('a validation while the rest waits to be drawn as a transition still draws every error at once', async () => {
    // the clock stands still: the fields are created in one slice, which then asks for the rest
    // to be drawn as a transition; a validation in a microtask of that task comes before React
    // renders the transition, and must not wait for it
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    try {
      const form = createForm();
      const createField = form.createField.bind(form);
      const seen = new Promise<{ drawn: boolean; error: boolean }>((resolve, reject) => {
        form.createField = ((...args: Parameters<typeof createField>) => {
          const known = Boolean(form.fields['grid.note79']);
          const field = createField(...args);
          if (!known && field.address.toString() === 'grid.note79') {
            queueMicrotask(() => {
              form.validate().then(
                () => reject(new Error('the form validated')),
                () => resolve({ drawn: label('备注70') !== null, error: label('备注60')?.closest('.ant-formily-item-error') != null }),
              );
            });
          }
          return field;
        }) as typeof form.createField;
      });
      renderForm({ config: longForm(), form });
      expect(label('备注60')).toBeNull();
      expect(await seen).toEqual({ drawn: true, error: true });
    } finally {
      now.mockRestore();
    }
  });

  it('submits the values of fields never drawn, and leaves out the hidden ones', async () => {
    // the caller's own form, submitted before the rest of the fields is drawn
    const form = createForm({ initialValues: structuredClone({ kind: 1, note75: '原有内容', note74: '隐藏时不提交', note79: '末尾' }) });
    renderForm({ config: longForm(), form, initialValues: { kind: 1 } });
    expect(label('备注75')).toBeNull();
    await expect(form.validate()).rejects.toBeTruthy();
    form.setValuesIn('note60', '甲');
    form.setValuesIn('note70', '乙');
    let values: Record<string, unknown> = {};
    await form.submit((submitted: object) => void (values = JSON.parse(JSON.stringify(submitted)) as Record<string, unknown>));
    expect(values).toMatchObject({ kind: 1, note75: '原有内容', note79: '末尾', note65: '默认值', note60: '甲' });
    expect(values).not.toHaveProperty('note74');
  });

  it('a caller validating its own form sees every error drawn', async () => {
    const form = createForm();
    renderForm({ config: longForm(), form });
    expect(label('备注70')).toBeNull();
    await expect(form.validate()).rejects.toBeTruthy();
    // drawn by the time the caller's catch runs (it focuses the first error in the DOM)
    expect(item('备注60').classList.contains('ant-formily-item-error')).toBe(true);
    expect(screen.getByText('请输入备注70')).toBeTruthy();
  });

  it('creates the fields not drawn yet a few milliseconds at a time, in more than one task, so that a key typed meanwhile is taken between; a submit creates the rest at once', async () => {
    // each call to the clock moves it on a millisecond: a slice of 6 ms creates a few fields
    let clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    try {
      const form = createForm();
      const perTask = creationsPerTask(form);
      renderForm({ config: longForm(), form });
      const drawnAtOnce = createdNotes(form);
      perTask.reset();
      // a key typed in the first screen meanwhile is taken
      const user = userEvent.setup();
      await user.type(within(item('备注1')).getByRole('textbox'), '甲');
      expect(form.values.note1).toBe('甲');
      // note1…note79 but 78, which writes category_id
      await waitFor(() => expect(createdNotes(form)).toBe(COUNT - 2));
      expect(drawnAtOnce).toBeLessThan(COUNT - 2);
      await waitFor(() => expect(perTask.open()).toBe(0));
      // the rest were created over several tasks, not in one
      expect(perTask.tasks.length).toBeGreaterThan(1);
      expect(Math.max(...perTask.tasks)).toBeGreaterThan(1);
      await expect(form.validate()).rejects.toBeTruthy();
    } finally {
      now.mockRestore();
    }
  });

  it('ends a slice of the creation after one field while a key or click waits (isInputPending), and still creates them all', async () => {
    // the clock stands still: only a waiting input ends a slice early
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    const scheduling = { isInputPending: () => true };
    Object.defineProperty(navigator, 'scheduling', { value: scheduling, configurable: true });
    try {
      const form = createForm();
      const perTask = creationsPerTask(form);
      renderForm({ config: longForm(), form });
      perTask.reset();
      await waitFor(() => expect(createdNotes(form)).toBe(COUNT - 2));
      await waitFor(() => expect(perTask.open()).toBe(0));
      expect(perTask.tasks.length).toBeGreaterThan(10);
      expect(new Set(perTask.tasks)).toEqual(new Set([1]));
    } finally {
      now.mockRestore();
      Reflect.deleteProperty(navigator, 'scheduling');
    }
  });

  it('after a slice that ended for a waiting key, creates no more until a frame has been painted (the key\'s)', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(0);
    Object.defineProperty(navigator, 'scheduling', { value: { isInputPending: () => true }, configurable: true });
    // frames are painted when the test says so
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const paint = () => frames.splice(0).forEach((callback) => callback(0));
    /** A task after every task queued so far by a message, as the creation's slices are. */
    const nextMessage = () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (channel.port1.close(), done());
        channel.port2.postMessage(null);
      });
    try {
      const form = createForm();
      const created = () => Object.keys(form.fields).length;
      renderForm({ config: longForm(), form });
      const drawnAtOnce = created();
      // the creation starts once the first screen is painted
      await waitFor(() => {
        paint();
        expect(created()).toBeGreaterThan(drawnAtOnce);
      });
      for (let task = 0; task < 5; task++) await nextMessage();
      // a slice of one field, then the key is taken: no more until its frame is painted
      const beforeFrame = created();
      for (let task = 0; task < 5; task++) await nextMessage();
      expect(created()).toBe(beforeFrame);
      paint();
      await waitFor(() => expect(created()).toBe(beforeFrame + 1));
      // and so on, a frame a field, until all are created
      for (let round = 0; createdNotes(form) < COUNT - 2 && round < 1000; round++) {
        paint();
        await nextMessage();
      }
      expect(createdNotes(form)).toBe(COUNT - 2);
    } finally {
      now.mockRestore();
      frame.mockRestore();
      Reflect.deleteProperty(navigator, 'scheduling');
    }
  });

  it('creates the rest at background priority where the browser has a task scheduler, and stops when the form goes', async () => {
    // scheduler.postTask as Chromium has it: tasks run when the test says, each with its signal
    const posted: { callback: () => void; priority: string; signal: AbortSignal }[] = [];
    const postTask = vi.fn((callback: () => void, options: { priority: string; signal: AbortSignal }) => {
      posted.push({ callback, ...options });
      return new Promise<void>(() => undefined);
    });
    Object.defineProperty(globalThis, 'scheduler', { value: { postTask }, configurable: true });
    const runPosted = () => posted.splice(0).forEach((task) => task.signal.aborted || task.callback());
    try {
      const form = createForm();
      const { unmount } = renderForm({ config: longForm(), form });
      await waitFor(() => expect(postTask).toHaveBeenCalled());
      // the slices run as the scheduler runs them, until every field is created; each at background
      await waitFor(() => {
        runPosted();
        expect(createdNotes(form)).toBe(COUNT - 2);
      });
      expect(postTask.mock.calls.length).toBeGreaterThan(1);
      expect(new Set(postTask.mock.calls.map(([, options]) => options.priority))).toEqual(new Set(['background']));

      unmount();

      // a form unmounted in the middle of its creation cancels the slice it had posted
      const other = createForm();
      const second = renderForm({ config: longForm(), form: other });
      await waitFor(() => expect(posted.length).toBeGreaterThan(0));
      runPosted();
      await waitFor(() => expect(posted.length).toBeGreaterThan(0));
      const pending = posted[0];
      second.unmount();
      expect(pending?.signal.aborted).toBe(true);
      runPosted();
      expect(createdNotes(other)).toBeLessThan(COUNT - 2);
    } finally {
      Reflect.deleteProperty(globalThis, 'scheduler');
    }
  });

  it('shows a far field by show_if as the user chooses, and keeps its width', async () => {
    const user = userEvent.setup();
    renderForm({ config: longForm() });
    await user.click(screen.getByRole('radio', { name: '特殊' }));
    expect(await screen.findByText('备注74', { selector: 'label, label *' })).toBeTruthy();
    await everyFieldDrawn();
    // S is a quarter of the row, the others the whole row
    expect(item('备注72').closest('[data-grid-span]')?.getAttribute('data-grid-span')).toBe('1');
    expect(item('备注73').closest('[data-grid-span]')?.getAttribute('data-grid-span')).toBe('4');
    await user.click(screen.getByRole('radio', { name: '普通' }));
    await waitFor(() => expect(label('备注74')).toBeNull());
  });
});
