// `npm run leads -- notify-test`: one sample lead, labelled as a test, through each configured channel.
import { business, phone } from '../../common/content/business';
import type { calculatorQuoteForm, LeadFields } from '../../common/contract/form-fields';
import { defaultTimeouts, notifyChannels, type ChannelTimeouts } from './notify-channels';
import { configuredChannels, type Channel, type NotifyConfig } from './notify-config';
import type { NotifiedLead } from './outbox';

/**
 * A sample calculator quote sent from a partner's page, so the test shows the owner (and a Zapier
 * catch hook, which learns the fields from it) everything a lead can carry.
 */
function sampleLead(now: Date): NotifiedLead {
  const fields: LeadFields<typeof calculatorQuoteForm> = {
    name: 'Test Lead',
    email: business.email,
    phone: phone.display,
    address: `1 Test Street, ${business.locality}`,
    notes: 'A test message: no visitor sent this.',
    'home-size': '1500',
    'selected-package': 'Home Essentials',
    'estimated-price': '$371 - $474',
  };
  return {
    id: 0,
    submissionId: '00000000-0000-4000-8000-000000000000',
    receivedAt: now.toISOString(),
    formName: 'quote-request',
    fields,
    partner: 'test-partner',
    attribution: { page: 'https://partner.example/services', utm_source: 'test' },
  };
}

/** How one channel's test went. */
export type TestResult = { channel: Channel; ok: true } | { channel: Channel; ok: false; error: string };

/** Sends one test message, labelled as such, through each configured channel; never throws. */
export async function sendTestNotifications(config: NotifyConfig, timeouts: ChannelTimeouts = defaultTimeouts): Promise<TestResult[]> {
  const channels = notifyChannels(config, timeouts);
  const lead = sampleLead(new Date());
  return Promise.all(
    configuredChannels(config).map(async (channel): Promise<TestResult> => {
      try {
        await channels[channel]!(lead, { test: true });
        return { channel, ok: true };
      } catch (error) {
        return { channel, ok: false, error: (error as Error).message };
      }
    }),
  );
}
