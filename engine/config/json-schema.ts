import { formConfig, formField, NEEDS_DATA_SOURCE } from './form-config.ts';
import { listConfig, menuComponent } from './list-config.ts';
import { menuFile, menuTree } from './menu.ts';
import { z } from './zod.ts';

// JSON Schemas generated from the zod declarations, for editors and other languages. They
// describe the input side (what a product person writes: "1" as well as 1). Written into
// schemas/ by `npm run schemas`; a test fails when the committed files are stale.

/**
 * What the zod refinements of a field check and JSON Schema can say per field type (a
 * discriminated union by component.type): a select, radio or search-page without data_source.
 */
const perFieldType = [
  {
    if: { properties: { component: { properties: { type: { enum: [...NEEDS_DATA_SOURCE] } }, required: ['type'] } }, required: ['component'] },
    then: { properties: { component: { required: ['data_source'] } } },
  },
];

const write = (schema: z.ZodType, title: string, description: string) => ({
  ...z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
    override: (ctx) => {
      if (ctx.zodSchema === formField) ctx.jsonSchema.allOf = perFieldType;
    },
  }),
  title,
  description,
});

export const JSON_SCHEMAS = {
  'form-config.schema.json': () =>
    write(formConfig, 'Form config', 'The form-config as the server sends it (spec section 3). Generated from engine/config by `npm run schemas`.'),
  'list-config.schema.json': () =>
    write(listConfig, 'List config', 'The list-config of a generic list page (schemas/README.md). Generated from engine/config by `npm run schemas`.'),
  'menu-component.schema.json': () =>
    write(menuComponent, 'Menu component', 'The menu-component/{id} answer: {list, form}. Generated from engine/config by `npm run schemas`.'),
  'menu-file.schema.json': () =>
    write(
      menuFile,
      'Menu file',
      'A file of schemas/menus/: the list of menu items, or {"$schema": …, "items": […]}; unknown keys are refused. Generated from engine/config by `npm run schemas`.',
    ),
  'menu-tree.schema.json': () =>
    write(menuTree, 'Menu tree', 'profile.menu_tree (spec section 2, Menu tree items). Generated from engine/config by `npm run schemas`.'),
} as const;

/** The text of a generated schema file, as committed. */
export function jsonSchemaText(name: keyof typeof JSON_SCHEMAS): string {
  return `${JSON.stringify(JSON_SCHEMAS[name](), null, 2)}\n`;
}
