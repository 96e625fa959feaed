// The engine's public entry: server configuration in, Formily schemas and list definitions out.
// Pure TypeScript: no React, antd or HTTP (enforced by the `boundaries/layers` lint rule).
export { getByPipePath, isRecord, setByPipePath, splitPipePath, toFormPath } from './paths.ts';
export { formatIssues, pathToString, z } from './config/zod.ts';
export * from './config/index.ts';
/** The API contracts, as `contracts.userInfo` and the like; their types and the role rules by name. */
export * as contracts from './contracts/index.ts';
export type * from './contracts/types.ts';
export { readAnswer, type AnswerReading, type Drift } from './contracts/read-answer.ts';
export { ROLE_DESC_MAX, ROLE_IN_USE, ROLE_MESSAGES, ROLE_NAME_MAX, roleInput } from './contracts/self-service.ts';
export * from './form/services.ts';
export * from './form/uploads.ts';
export * from './form/widgets.ts';
export * from './form/compile.ts';
export * from './form/conditions.ts';
export * from './form/field-types/index.ts';
export * from './form/validate.ts';
export { readFormValues } from './form/read-values.ts';
export * from './form/secrets.ts';
export * from './form/links.ts';
export * from './list/index.ts';
export { isSuccess, MESSAGES } from './messages.ts';
export { formatMoney, type MoneyFormat } from './money.ts';
export * from './form/date-field.ts';
export * from './server-time.ts';
export * from './geo/coords.ts';
export { ACCOUNT_MESSAGES, MOBILE_PATTERN, NICK_NAME_MAX, PASSWORD_LENGTH, SCHOOL_NAME_MAX } from './account/rules.ts';
export { JSON_SCHEMAS, jsonSchemaText } from './config/json-schema.ts';
