import { describe, expect, it } from 'vitest';
import { compileList, OWN_ROUTE_CALLS, parseListConfig, type DialogKind } from '../../engine/index.ts';
import { ROW_ACTION_REGISTRY, ROW_ACTIONS, rowActionLabel } from '../../engine/list/row-actions.ts';

// The row-action registry (engine/list/row-actions.ts): the config's action names, the labels,
// the dialog kinds and the server's own calls all come from it.

describe('ROW_ACTION_REGISTRY', () => {
  it('names every action the list-config accepts, in the registry order', () => {
    expect(ROW_ACTIONS).toEqual(Object.keys(ROW_ACTION_REGISTRY));
    expect(ROW_ACTIONS).toContain('invalid');
  });

  it('gives the labels, active by its value', () => {
    expect(rowActionLabel('edit', undefined)).toBe('编辑');
    expect(rowActionLabel('active', 1)).toBe('启用');
    expect(rowActionLabel('active', 0)).toBe('停用');
    expect(rowActionLabel('active', undefined)).toBe('启用');
  });

  it('derives the calls the server answers with routes of their own', () => {
    expect([...OWN_ROUTE_CALLS].sort()).toEqual(['invalid', 'pay', 'teachers']);
  });

  it('opens the dialog an action names, and the top action opens the pin settings', () => {
    const parsed = parseListConfig({
      title: '课程',
      api: { list: { url: '/api/x' }, top: { url: '/api/x/top' }, teachers: { url: '/api/x/{id}/teachers' } },
      columns: [{ title: '名称', field: 'name' }],
      row_actions: [{ action: 'top' }, { action: 'teachers' }, { action: 'pay' }],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const dialogs = compileList(parsed.config).rowActions.map((action) => (action.effect.kind === 'dialog' ? action.effect.dialog : action.effect.kind));
    // pay is left out: its call is not configured
    expect(dialogs).toEqual<DialogKind[]>(['top_settings', 'teachers']);
  });

  it('rejects an action the registry does not have, listing those it has', () => {
    const parsed = parseListConfig({ title: 't', api: { list: { url: '/api/x' } }, columns: [{ title: 'n', field: 'n' }], row_actions: [{ action: 'nope' }] });
    const message = [...parsed.errors, ...parsed.warnings].map((error) => error.message).join('\n');
    expect(message).toContain(ROW_ACTIONS.join(', '));
  });
});
