import type { ComponentType } from 'react';
import { FIELD_REGISTRY, type WidgetName } from '../../../engine/index.ts';

// The Formily-connected widget of each field type, by the name the engine's registry gives it
// (engine/form/registry.ts, `widget`). Registered by their files: every .tsx of this folder that
// exports a component under a registry widget name (`export const DateInput = connect(…)`) is
// one; a new widget is one new file here. tests/stories/field-types.test.tsx checks that every
// field type has its widget.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget takes its own WidgetProps
type Widget = ComponentType<any>;

const modules = import.meta.glob<Record<string, unknown>>('./*.tsx', { eager: true });
const NAMES = new Set<string>(Object.values(FIELD_REGISTRY).map((entry) => entry.widget));

function registered(): Record<WidgetName, Widget> {
  const found: Partial<Record<WidgetName, Widget>> = {};
  for (const exports of Object.values(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (NAMES.has(name) && value !== null && (typeof value === 'function' || typeof value === 'object')) found[name as WidgetName] = value as Widget;
    }
  }
  return found as Record<WidgetName, Widget>;
}

export const WIDGETS = registered();
