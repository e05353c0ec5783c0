// @vitest-environment node
// The import-cycle rule (.dependency-cruiser.cjs, run by `npm run lint`), run on probe files: a rule
// that stopped seeing type-only imports, say, would otherwise pass lint in silence.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

let probe = '';

afterEach(() => {
  if (probe) rmSync(probe, { recursive: true, force: true });
  probe = '';
});

/** Runs the lint's cycle check on probe files `files` (name to source); returns its exit status and output. */
function cruise(files: Record<string, string>): { status: number | null; output: string } {
  probe = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [name, source] of Object.entries(files)) writeFileSync(join(probe, name), source);
  const run = spawnSync('node_modules/.bin/depcruise', [probe, '--config', '.dependency-cruiser.cjs'], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

// Each test starts the linter itself, which takes seconds on a busy machine.
describe('the import-cycle rule', { timeout: 60_000 }, () => {
  it('fails a cycle of value imports', () => {
    const result = cruise({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/no-circular/);
  });

  it('fails a cycle of type-only imports too', () => {
    const result = cruise({
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/no-circular/);
  });

  it('passes imports that run one way', () => {
    const result = cruise({
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': 'export interface B { name: string }\n',
    });
    expect(result.output).not.toMatch(/no-circular/);
    expect(result.status).toBe(0);
  });
});
