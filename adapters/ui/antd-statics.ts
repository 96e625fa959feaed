import { Modal as AntModal } from 'antd';
import { settledQuestions } from './settled.tsx';

// antd's static toasts, notifications and questions, in a chunk of their own, loaded on the first
// call: for code outside any <App> (light-app.tsx), and for /login's toasts and confirms before
// antd's providers exist (app/services/feedback.ts). A named re-export keeps tree-shaking; a
// dynamic import('antd') would take the whole library.

export { message, notification } from 'antd';
/** antd's static questions as antd gives them (the App's are: useQuestions marks them). */
export const questions = AntModal;
/** antd's static questions, each marked settled once open as the App's are. */
export const Modal = settledQuestions(AntModal);
