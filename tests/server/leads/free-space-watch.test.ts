// @vitest-environment node
// The free space beside the database, looked up again for each batch of writes rather than once every few seconds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeSpaceWatch } from '../../../server/leads/free-space-watch';

const isRoot = process.getuid?.() === 0;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('freeSpaceWatch', () => {
  // Mounting a filesystem needs root, as CI runs.
  it.runIf(isRoot)('sees a disk fill up at the next batch, and tells of it once', async () => {
    const base = mkdtempSync(join(tmpdir(), 'free-space-'));
    const mount = join(base, 'small');
    mkdirSync(mount);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mount]);
    try {
      const told: number[] = [];
      const lowOnSpace = freeSpaceWatch(mount, 512 * 1024, (free) => told.push(free));
      expect(lowOnSpace()).toBe(false);
      writeFileSync(join(mount, 'filler'), Buffer.alloc(700 * 1024));
      await nextTurn();
      expect(lowOnSpace()).toBe(true);
      await nextTurn();
      expect(lowOnSpace()).toBe(true);
      expect(told).toHaveLength(1);
    } finally {
      execFileSync('umount', ['-l', mount]);
      rmSync(base, { recursive: true, force: true });
    }
  });
});
