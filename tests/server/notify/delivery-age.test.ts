// @vitest-environment node
// The 24 hours of retries count from when a delivery is queued, not from when its lead arrived.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { leadStore } from '../../../server/leads/lead-store';
import { outbox } from '../../../server/notify/outbox';
import { lead, testFolder } from '../leads/lead-fixtures';
import { join } from 'node:path';

const folder = testFolder('delivery-age-');

describe('a lead stored late', () => {
  it('gets deliveries dated when they were queued, so a lead two days old still has its 24 hours of retries', async () => {
    const app = Fastify()
      .register(leadStore, { path: join(folder(), 'leads.sqlite') })
      .register(outbox, { channels: ['email'] });
    await app.ready();
    const store = app.leadStore;
    try {
      const arrived = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const before = new Date().toISOString();
      await store.save({ ...lead('Late Lead'), receivedAt: arrived });
      const [row] = store.database.prepare('SELECT created_at, next_attempt_at FROM deliveries').all() as Array<{
        created_at: string;
        next_attempt_at: string;
      }>;
      expect(row.created_at >= before).toBe(true);
      expect(row.next_attempt_at).toBe(row.created_at);
    } finally {
      await app.close();
    }
  });
});
