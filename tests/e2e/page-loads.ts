// Forwarding door for the tests outside tests/e2e that import it (tests/server, tests/storybook,
// tests/tools, tests/bench): the helper lives in support/page-loads.ts. Goes once they import from there.
export * from './support/page-loads.ts';
