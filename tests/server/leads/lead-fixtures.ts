// What the lead store's tests share: a folder of their own for each test, and a lead to save.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { NewLead } from '../../../server/leads/lead-store';

/** A new empty folder for each test of the file that calls it, deleted after the test: call it to read its path. */
export function testFolder(prefix: string): () => string {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  return () => dir;
}

/** A contact lead from the site, named `name`. */
export const lead = (name: string): NewLead => ({
  formName: 'contact',
  fields: { name, message: 'Hello' },
  partner: null,
  attribution: {},
  spam: false,
  extras: null,
  reasons: [],
  submissionId: randomUUID(),
  receivedAt: new Date().toISOString(),
  clientAddress: '127.0.0.1',
  userAgent: 'test',
});
