// The drafts room's door, headless (tests/lint/headless.test.ts): what a user typed, kept per
// account in the browser, the account it is kept for, a draft to reopen after a reload, and the
// submit-once guard. The question that offers a draft back is ui's useDraft.
export { type DraftAccount, DraftAccountContext, DraftAccountProvider } from './draft-account.ts';
export { takeReopened } from './drafts-reopen.ts';
export { clearAccountDrafts, clearDraft, type Draft, readDraft, saveDraft, scrubDrafts } from './drafts.ts';
export { type SubmitOnce, useSubmitOnce } from './submit-once.ts';
