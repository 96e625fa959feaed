// The API contracts (DESIGN.md, engine/contracts): every answer and body the app reads, declared
// once with zod. Adapters parse at the edge, the reference server answers their input types, the
// stories' fakes build their output types.
export * from './common.ts';
export * from './account.ts';
export * from './session.ts';
export * from './money.ts';
export * from './auth-form.ts';
export * from './self-service.ts';
