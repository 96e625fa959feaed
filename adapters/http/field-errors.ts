import { HTTPError } from 'ky';
import { contracts, MESSAGES, type Envelope } from '../../engine/index.ts';

const { envelope } = contracts;

// A 422's messages by field (server/README.md: `errors: {field: [message]}`), for a form that
// shows them on its own fields: the call names 'validation' in its ky context so the catalogue
// does not toast them too (adapters/http/catalogue.ts).

/**
 * The one rule for a 422's messages: each field's first non-empty message, in the server's order
 * (the catalogue's toast shows the first of them; a form puts each on its field).
 * errorsByField({name: ['专业名称已存在', '…'], code: []}) -> {name: '专业名称已存在'}
 */
export function errorsByField(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return out;
  for (const [field, value] of Object.entries(errors)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first !== '') out[field] = first;
  }
  return out;
}

/**
 * The field messages of a failed call, or undefined when it is not a 422 with `errors`:
 * a 422 {message: '原密码错误', errors: {old_password: ['原密码错误']}} -> {old_password: '原密码错误'}.
 * A 422 without `errors` gives its message under '' .
 */
export async function fieldErrors(error: unknown): Promise<Record<string, string> | undefined> {
  if (!(error instanceof HTTPError) || error.response.status !== 422) return undefined;
  let body: Envelope;
  try {
    body = envelope.parse(await error.response.clone().json());
  } catch {
    return { '': MESSAGES.invalidBody };
  }
  const out = errorsByField(body.errors);
  if (Object.keys(out).length === 0) out[''] = body.message || MESSAGES.invalidBody;
  return out;
}
