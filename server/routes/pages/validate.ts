import { setByPipePath } from '../../../engine/index.ts';
import { COLUMN_KEYS, type Values } from './store.ts';

// The server's check of a submitted form against its form-config is the engine's own rule set
// (engine/form/validate.ts, formErrors): the generated form runs the same rules per field, so the
// browser and the server give the same messages (spec section 5).

export { formErrors } from '../../../engine/index.ts';

/** The request body as stored values: `info|address` keys nested, column keys dropped. */
export function toValues(body: unknown): Values {
  let out: Values = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return out;
  for (const [key, value] of Object.entries(body as Values)) {
    if ((COLUMN_KEYS as readonly string[]).includes(key)) continue;
    out = setByPipePath(out, key, value);
  }
  return out;
}
