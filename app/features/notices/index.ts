// The door of app/features/notices/: the notices (通知中心, the bell and 阅读消息). Other features and the shell import it
// only through here; each screen is a chunk of its own, loaded with its route.
export { NoticePopover } from './bell/notice-popover.tsx';
export const loadNoticeCentre = () => import('./notice-centre.tsx');
