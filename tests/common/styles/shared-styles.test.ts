import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests run from the repository's root.
const stylesDir = join(process.cwd(), 'common/styles');
const rulesOf = (file: string) => readFileSync(join(stylesDir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

describe('the shared stylesheets', () => {
  it.each(readdirSync(stylesDir).filter((file) => file.endsWith('.css')))(
    '%s uses no :has(), which made a card click in the widget take up to 260 ms to paint at 4x CPU',
    (file) => {
      expect(rulesOf(file)).not.toContain(':has(');
    },
  );
});
