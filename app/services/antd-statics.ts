// antd's static toast and confirm, in a chunk of their own: feedback.ts loads this when it must
// show something before antd's providers have mounted (a named re-export keeps tree-shaking;
// a dynamic import('antd') would take the whole library).
export { message, Modal } from 'antd';
