// Tells the owner, through the channels that work, when another keeps failing, when it recovers, and when a delivery is given up.
import type { Channel } from './notify-config';

/** Sends the owner a notice about the server itself through one channel. */
export type OwnerNotice = (subject: string, text: string) => Promise<void>;

/** A notice function for each configured channel. */
export type OwnerNotices = Partial<Record<Channel, OwnerNotice>>;

/** What the worker reports to the health watch, attempt by attempt. */
export interface ChannelHealth {
  failed(channel: Channel, error: string): void;
  succeeded(channel: Channel): void;
  gaveUp(channel: Channel, leadId: number, error: string, hours: number): void;
  /** The channels that have failed, without a success since, for the alert window or longer. */
  failing(): Channel[];
}

interface HealthOptions {
  notices: OwnerNotices;
  log: (line: string) => void;
  /** How long a channel fails before the owner is told: DELIVERY_ALERT_AFTER_SECONDS. */
  alertAfterMs: number;
  now: () => Date;
}

/** Each channel as a sentence names it. */
export const channelNames: Record<Channel, string> = { email: 'E-mail', webhook: 'The webhook' };

/**
 * Watches each channel's attempts. A channel failing for `alertAfterMs` is reported once, in the
 * log and through every other channel not failing itself, and again once it delivers; a delivery
 * given up is reported the same way. The watch lives in memory: after a restart a failing channel's
 * window starts again at its first failure.
 */
export function channelHealth({ notices, log, alertAfterMs, now }: HealthOptions): ChannelHealth {
  const failingSince = new Map<Channel, number>();
  const alerted = new Set<Channel>();

  /** Logs `subject` and sends it through each channel but `about` that is not failing; a failed notice is only logged. */
  function tell(about: Channel, subject: string, text: string): void {
    log(`${subject} ${text}`);
    for (const [channel, notice] of Object.entries(notices) as Array<[Channel, OwnerNotice]>) {
      if (channel === about || failingSince.has(channel)) continue;
      notice(subject, text).catch((error: Error) => log(`Could not tell the owner by ${channel} that ${subject}: ${error.message}`));
    }
  }

  return {
    failed(channel, error) {
      const since = failingSince.get(channel) ?? now().getTime();
      failingSince.set(channel, since);
      const minutes = Math.round((now().getTime() - since) / 60_000);
      if (alerted.has(channel) || now().getTime() - since < alertAfterMs) return;
      alerted.add(channel);
      const name = channelNames[channel];
      tell(
        channel,
        `${name} has failed for ${minutes} minutes.`,
        `Leads are stored and retried for 24 hours; npm run leads -- deliveries lists what waits. The last error: ${error}`,
      );
    },
    succeeded(channel) {
      failingSince.delete(channel);
      if (!alerted.delete(channel)) return;
      tell(channel, `${channelNames[channel]} works again.`, 'The leads that waited for it are being sent now.');
    },
    gaveUp(channel, leadId, error, hours) {
      tell(
        channel,
        hours > 0
          ? `Lead ${leadId}: the ${channel} delivery was given up after ${hours} hours of failures.`
          : `Lead ${leadId}: the ${channel} delivery was given up: ${error}`,
        `npm run leads -- list shows the lead. The last error: ${error}`,
      );
    },
    failing() {
      return [...failingSince].filter(([, since]) => now().getTime() - since >= alertAfterMs).map(([channel]) => channel);
    },
  };
}
