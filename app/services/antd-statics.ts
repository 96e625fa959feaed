// antd's static toast and confirm, in a chunk of their own: feedback.ts loads this when it must
// show something before antd's providers have mounted (a named re-export keeps tree-shaking;
// a dynamic import('antd') would take the whole library).
import { Modal as AntModal } from 'antd';
import { settledQuestions } from '../../adapters/ui/index.ts';

export { message } from 'antd';
/** antd's static questions, each marked settled once open as the App's are. */
export const Modal = settledQuestions(AntModal);
