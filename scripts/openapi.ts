// Writes the OpenAPI document made from the contracts to docs/openapi.json (`npm run openapi`).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openApiDocument } from '@gold/contracts/openapi';

export const OPENAPI_FILE = resolve(import.meta.dirname, '../docs/openapi.json');
/** The document as the file holds it: two-space JSON and a final newline, so a diff reads line by line. */
export const openApiText = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`wrote ${OPENAPI_FILE}`);
}
