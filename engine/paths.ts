/** A plain object (not null, not an array): isRecord({a: 1}) -> true; isRecord([1]) -> false. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The server names nested form values with pipes (spec section 3): `info|longitude` is the value
 * `longitude` inside `info`. These helpers read and write such paths on plain objects.
 *
 * splitPipePath('info|longitude') -> ['info', 'longitude']
 */
export function splitPipePath(name: string): string[] {
  return name.split('|').filter((part) => part !== '');
}

/** getByPipePath({ info: { longitude: '116.4' } }, 'info|longitude') -> '116.4' */
export function getByPipePath(source: unknown, name: string): unknown {
  return getByParts(source, splitPipePath(name));
}

/** The value at a path already split: getByParts({ info: { longitude: '116.4' } }, ['info', 'longitude']) -> '116.4' */
export function getByParts(source: unknown, parts: readonly string[]): unknown {
  let value: unknown = source;
  for (const key of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Returns a copy of `target` with the value at `name` set, creating the objects on the way;
 * the input is not changed. setByPipePath({}, 'info|address', '北京市') -> { info: { address: '北京市' } }
 */
export function setByPipePath<T extends Record<string, unknown>>(target: T, name: string, value: unknown): T {
  const [head, ...rest] = splitPipePath(name);
  if (head === undefined) return target;
  if (rest.length === 0) return { ...target, [head]: value };
  const child = target[head];
  const base = isRecord(child) ? child : {};
  return { ...target, [head]: setByPipePath(base, rest.join('|'), value) };
}

/** The Formily path of a pipe path: toFormPath('info|longitude') -> 'info.longitude'. */
export function toFormPath(name: string): string {
  return splitPipePath(name).join('.');
}

/**
 * The parts of a form key, a pipe path or a Formily path: formPathParts('info|longitude') and
 * formPathParts('info.longitude') -> ['info', 'longitude'].
 */
export function formPathParts(name: string): string[] {
  return toFormPath(name).split('.');
}
