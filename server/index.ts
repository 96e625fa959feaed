// The reference server's front door for the deploy check.
export { CONTENT_SECURITY_POLICY } from './security.ts';
// The studio's answers (studio/ reads them as types only).
export type { FileProblem, StudioFile } from './studio/files.ts';
export type { MenuPlace } from './studio/new-page.ts';
