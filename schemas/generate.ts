// `npm run schemas`: writes the JSON Schemas generated from engine/config into this folder.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSON_SCHEMAS, jsonSchemaText } from '../engine/index.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const name of Object.keys(JSON_SCHEMAS) as (keyof typeof JSON_SCHEMAS)[]) {
  fs.writeFileSync(path.join(here, name), jsonSchemaText(name));
  console.log(`wrote schemas/${name}`);
}
