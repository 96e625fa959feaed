// The config-driven calls of a list page (spec section 7) and their default methods: a leaf the
// list-config (./list-config.ts) and the list engine (engine/list) both build on.

/** The config-driven calls of spec section 7. Paths may hold `{id}`. */
export const LIST_CALLS = [
  'list',
  'add',
  'detail',
  'update',
  'update_mobile',
  'delete',
  'active',
  'marker',
  'top',
  'top_list',
  'confirm_logs',
  'import',
  'import_confirm',
  'template',
  'content',
  'teachers',
  'pay',
  'export',
  'invalid',
] as const;
export type ListCall = (typeof LIST_CALLS)[number];

export type CallMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The method of a call whose config gives none (schemas/README.md, Calls). */
export const CALL_METHODS: Record<ListCall, CallMethod> = {
  list: 'get',
  add: 'post',
  detail: 'get',
  update: 'patch',
  update_mobile: 'patch',
  delete: 'delete',
  active: 'put',
  marker: 'put',
  top: 'put',
  top_list: 'get',
  confirm_logs: 'get',
  import: 'post',
  import_confirm: 'post',
  template: 'get',
  content: 'patch',
  teachers: 'get',
  pay: 'post',
  export: 'get',
  invalid: 'post',
};
