import { describe, expect, it } from 'vitest';
import { actionsForCalls } from '../../engine/list/proposals.ts';

// Issue 60 item 4: what the studio proposes when it generates a list's columns, from the page's
// calls, as the toolbar and the row actions decide what they show.

describe('actionsForCalls', () => {
  it.each([
    { calls: ['list', 'add', 'detail', 'update', 'delete'], form: true, toolbar: ['add', 'batch_delete'], rows: ['detail', 'edit', 'delete'] },
    { calls: ['list', 'add', 'detail', 'update', 'delete'], form: false, toolbar: ['batch_delete'], rows: ['delete'] },
    { calls: ['list'], form: true, toolbar: [], rows: [] },
    { calls: ['list', 'import', 'template', 'export', 'active'], form: true, toolbar: ['template', 'import', 'batch_active', 'batch_inactive', 'export'], rows: ['active'] },
    { calls: ['list', 'top'], form: true, toolbar: ['batch_top', 'batch_untop'], rows: ['top', 'untop', 'top_settings'] },
  ])('$calls, form $form -> toolbar $toolbar, rows $rows', ({ calls, form, toolbar, rows }) => {
    expect(actionsForCalls(calls, form)).toEqual({ toolbar, rowActions: rows });
  });

  it('leaves out what the page already has', () => {
    expect(actionsForCalls(['list', 'add', 'update', 'delete'], true, { toolbar: ['add'], rowActions: ['delete'] })).toEqual({ toolbar: ['batch_delete'], rowActions: ['edit'] });
  });
});
