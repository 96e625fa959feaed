// Forwarding door for the tests outside tests/e2e that import it (tests/server, tests/storybook,
// tests/tools, tests/bench): the helper lives in support/a11y-helpers.ts. Goes once they import from there.
export * from './support/a11y-helpers.ts';
