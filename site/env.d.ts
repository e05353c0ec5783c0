// The values vite.config.ts defines for the site at build time.
interface ImportMetaEnv {
  /** common/pricing/membership-from.ts's membershipFrom, such as "$35/month". */
  readonly MEMBERSHIP_FROM: string;
}
