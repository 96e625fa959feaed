// The reference server's front door for the deploy check.
export { CONTENT_SECURITY_POLICY } from './security.ts';
