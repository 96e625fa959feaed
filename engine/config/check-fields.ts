import type { FormField } from './form-config.ts';
import { likelyMeant } from './likely-meant.ts';
import type { ConfigError } from './config-error.ts';
import { CATEGORY_KEY } from '../form/conditions.ts';
import { isRecord } from '../paths.ts';

// The checks of a form's fields against each other (issue 29, nothing silent): a key written
// twice, show_if conditions in a loop, and every condition naming a field the form does not have
// (show_if, the category conditions must_value / required_type 2 / other_name, a source's
// must_query). Such a condition would silently never be met; it is an error, the rule is
// dropped, and the rest of the form works.

/** A parsed field, its index in the list and where messages name it: `fields[10]（走访日期）`. */
export interface FieldEntry {
  field: FormField;
  index: number;
  where: string;
}

/**
 * Where a field stands, named by its label (issue 29): its `name`, else its `field`.
 * fieldWhere('fields', 10, {name: '走访日期', field: 'visit_date'}) -> 'fields[10]（走访日期）'
 */
export function fieldWhere(at: string, index: number, raw: unknown): string {
  const label = isRecord(raw) ? [raw.name, raw.field].find((value): value is string => typeof value === 'string' && value.trim() !== '') : undefined;
  const shown = label?.trim();
  return `${at}[${index}]${shown ? `（${shown.length > 30 ? `${shown.slice(0, 30)}…` : shown}）` : ''}`;
}

/** The form keys a field writes: its `field`, or every key of an address-coordinate mapping. */
export function fieldKeys(field: FormField): string[] {
  return typeof field.field === 'string' ? [field.field] : field.field.map((entry) => entry.value);
}

/** ` 是否想写 x？` when a known key is one or two letters away, else ''. */
const guess = (key: string, known: readonly string[]) => {
  const meant = likelyMeant(key, known);
  return meant ? `，是否想写 ${meant}？` : '';
};

/** Drops fields whose key repeats an earlier one, reporting each. */
function dropDuplicates(fields: FieldEntry[], errors: ConfigError[]): FieldEntry[] {
  const owner = new Map<string, FieldEntry>();
  const kept: FieldEntry[] = [];
  for (const entry of fields) {
    const clash = fieldKeys(entry.field).find((key) => owner.has(key));
    if (clash !== undefined) {
      errors.push({ path: `${entry.where}.field`, message: `字段 "${clash}" 重复（已在 ${owner.get(clash)?.where} 中定义），此项已忽略` });
      continue;
    }
    for (const key of fieldKeys(entry.field)) owner.set(key, entry);
    kept.push(entry);
  }
  return kept;
}

/**
 * The fields whose show_if is part of a loop (a shows if b, b shows if a), each reported. One
 * depth-first walk over the show_if edges, each field explored once (a long form's chains cost
 * O(fields + conditions), not a walk from every field). Every edge back into the current trail
 * is a loop; dropping the show_if of each loop's fields removes every back edge, so what is left
 * has no cycle.
 */
function showIfLoops(kept: FieldEntry[], byKey: Map<string, FieldEntry>, errors: ConfigError[]): Set<FieldEntry> {
  const inCycle = new Set<FieldEntry>();
  const done = new Set<FieldEntry>();
  const trail: FieldEntry[] = [];
  const onTrail = new Set<FieldEntry>();
  const visit = (entry: FieldEntry): void => {
    if (onTrail.has(entry)) {
      const loop = trail.slice(trail.indexOf(entry));
      if (loop.some((e) => !inCycle.has(e))) {
        const names = [...loop, entry].map((e) => fieldKeys(e.field)[0]).join(' → ');
        for (const e of loop) {
          if (inCycle.has(e)) continue;
          inCycle.add(e);
          errors.push({ path: `${e.where}.show_if`, message: `show_if 形成循环：${names}；此条件已忽略，字段总是显示` });
        }
      }
      return;
    }
    if (done.has(entry)) return;
    trail.push(entry);
    onTrail.add(entry);
    for (const condition of entry.field.show_if) {
      const next = byKey.get(condition.name);
      if (next) visit(next);
    }
    trail.pop();
    onTrail.delete(entry);
    done.add(entry);
  };
  for (const entry of kept) visit(entry);
  return inCycle;
}

/**
 * One field with every condition on a missing field dropped, each reported: a show_if on a field
 * the form does not have would never be met (the field would never show, and nobody would say
 * why); must_value, required_type 2 and other_name read category_id; a source waits for each of
 * its must_query fields to have a value.
 */
function dropMissing(entry: FieldEntry, byKey: Map<string, FieldEntry>, known: readonly string[], errors: ConfigError[]): FormField {
  const { field, where } = entry;
  const show_if = field.show_if.filter((condition, i) => {
    if (byKey.has(condition.name)) return true;
    errors.push({ path: `${where}.show_if[${i}].name`, message: `show_if 引用的字段 ${JSON.stringify(condition.name)} 不在此表单中${guess(condition.name, known)}；此条件已忽略，字段总是显示` });
    return false;
  });
  let component = field.component;
  if (!byKey.has(CATEGORY_KEY)) {
    // made only for a field that has such a rule: the guess weighs every key of the form
    const noCategory = () => `依据 ${CATEGORY_KEY}（类别）判断，但此表单没有 ${CATEGORY_KEY} 字段${guess(CATEGORY_KEY, known)}`;
    if (component.must_value) {
      errors.push({ path: `${where}.component.must_value`, message: `must_value ${noCategory()}；此条件已忽略，字段总是显示` });
      component = { ...component, must_value: undefined };
    }
    if (component.required_type === 2) {
      errors.push({ path: `${where}.component.required_type`, message: `required_type 2 ${noCategory()}；此规则已忽略，是否必填只看 rules.required` });
      component = { ...component, required_type: undefined, required_category: undefined };
    }
    if (field.other_name) errors.push({ path: `${where}.other_name`, message: `other_name ${noCategory()}；此项已忽略，标签总是 ${JSON.stringify(field.name)}` });
  }
  const source = component.data_source;
  if (source) {
    const waits = (key: 'must_query' | 'child_must_query') =>
      source[key]?.filter((name, i) => {
        if (byKey.has(name)) return true;
        errors.push({ path: `${where}.component.data_source.${key}[${i}]`, message: `${key} 引用的字段 ${JSON.stringify(name)} 不在此表单中${guess(name, known)}；此项已忽略，选项不再等它有值` });
        return false;
      });
    const must_query = waits('must_query');
    const child_must_query = waits('child_must_query');
    if (must_query?.length !== source.must_query?.length || child_must_query?.length !== source.child_must_query?.length) {
      component = { ...component, data_source: { ...source, must_query, child_must_query } };
    }
  }
  const other_name = byKey.has(CATEGORY_KEY) ? field.other_name : undefined;
  return { ...field, show_if, component, other_name } as FormField;
}

/**
 * The fields of a form checked against each other: a repeated key is left out, a show_if loop
 * and every condition on a missing field are dropped, each with an error naming the field by its
 * label (`fields[2]（学校简称）.show_if[0].name`).
 */
export function checkFields(fields: FieldEntry[], errors: ConfigError[]): FormField[] {
  const kept = dropDuplicates(fields, errors);
  const byKey = new Map<string, FieldEntry>();
  for (const entry of kept) for (const key of fieldKeys(entry.field)) byKey.set(key, entry);
  const inCycle = showIfLoops(kept, byKey, errors);
  const known = [...byKey.keys()];
  return kept.map((entry) => {
    const checked = dropMissing(entry, byKey, known, errors);
    return inCycle.has(entry) ? { ...checked, show_if: [] } : checked;
  });
}
