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

/** What each call does, as an editor shows it on hover (list-config `api`; schemas/README.md, Calls). */
export const CALL_DESCRIPTIONS: Record<ListCall, string> = {
  list: '必填。列表数据：发送 page、page_size 和各搜索字段，应答 {data, total, current_page}；默认 GET',
  add: '新增：发送表单的值；工具栏 add 需要它；默认 POST',
  detail: '详情：路径中的 {id} 为记录 id；行操作 detail 和编辑时读取；默认 GET',
  update: '编辑保存：{id} 和修改的值；行操作 edit 需要它；默认 PATCH',
  update_mobile: '修改手机号：{id}、mobile、captcha、captcha_key、code；行操作 edit_mobile 需要它；默认 PATCH',
  delete: '删除：发送 ids；行操作 delete 和工具栏 batch_delete 需要它；默认 DELETE',
  active: '启用/停用：发送 ids 和 active（1/0）；默认 PUT',
  marker: '标记：发送 ids 和 marker（1/2）；默认 PUT',
  top: '置顶：发送 ids 和 top_sort（1–10，0 取消）；默认 PUT',
  top_list: '已置顶的记录（置顶设置里列出），分页；默认 GET',
  confirm_logs: '确认记录：{id}，应答 {confirm_logs: [...]}；默认 GET',
  import: '导入：上传 xlsx 文件（file），应答 cache_key 和预览行；默认 POST',
  import_confirm: '确认导入：发送 cache_key，应答 {success, fail}；默认 POST',
  template: '下载导入模板（xlsx）；工具栏 template 需要它；默认 GET',
  content: '课程内容：{id}，发送 info.content、jieyezhengshu、fujian；默认 PATCH',
  teachers: '授课教师：{id}，读取和设置该课程的教师；默认 GET',
  pay: '支付：{id}，应答付款二维码；默认 POST',
  export: '导出 xlsx：发送当前的搜索条件；工具栏 export 需要它；默认 GET',
  invalid: '无效反馈：{id}；行操作 invalid 需要它；默认 POST',
};
