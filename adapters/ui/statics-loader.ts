/** antd's statics (antd-statics.ts), a chunk of their own: for code outside any <App>, and /login before antd's providers. */
export const loadAntdStatics = () => import('./antd-statics.ts');
