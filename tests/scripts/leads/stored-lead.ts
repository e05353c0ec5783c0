// A stored lead for the CLI's tests: a plain contact from the site, with what a test needs changed.
import type { StoredLead } from '../../../server/leads/stored-leads';

export function storedLead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: 1,
    receivedAt: '2025-03-01T17:05:00.000Z',
    formName: 'contact',
    fields: {},
    partner: null,
    attribution: {},
    clientAddress: '127.0.0.1',
    userAgent: null,
    spam: false,
    held: false,
    reasons: [],
    extras: null,
    ...overrides,
  };
}
