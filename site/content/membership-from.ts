// "from $35/month" (product rules §1.4, §5.5), derived from the membership rates when the site is built (vite.config.ts),
// so the footer on every page carries the price, not the pricing code.

/** The lowest monthly membership price, as the footer and the services page show it. */
export const membershipFrom: string = import.meta.env.MEMBERSHIP_FROM;
