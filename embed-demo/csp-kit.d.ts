// Types of csp-kit.js, which the demo serves to browsers as it is, for the TypeScript tests that import it.

/** A request the widget makes, the directive kind that governs it, and the source the kit prints for it. */
export interface WidgetRequest {
  directive: 'script-src' | 'connect-src' | 'frame-src';
  url: string;
  /** The origin of `url`, as a CSP host source. */
  source: string;
  /** The pinned script's SRI hash, such as "sha384-…". */
  integrity?: string;
}

/** A policy: directive names, lower-cased, to their source lists as written. */
export type Policy = Map<string, string[]>;

export interface MissingSource {
  /** Which pasted policy blocks the request, from 0. */
  policyIndex: number;
  request: WidgetRequest;
  /** The directive of the policy that decides, maybe default-src as the fallback. */
  decider: string;
  /** True when the decider allows nothing ('none', or no sources at all). */
  noneOnly: boolean;
  hasSelf: boolean;
  /** True when the decider has 'strict-dynamic', which ignores host sources. */
  strictDynamic: boolean;
  /** The directive line that allows the request; none when only a nonce on the script tag would. */
  fix?: { name: string; sources: string[] };
}

/** The widget's requests: its script, and its posts to `endpoint` or, for the quote button, the page it frames. */
export function widgetRequests(options: { scriptUrl: string; integrity?: string; endpoint?: string; frameUrl?: string }): WidgetRequest[];
export function neededDirectives(requests: WidgetRequest[]): Policy;
export function strictestPolicy(requests: WidgetRequest[]): string;
export function parsePolicies(text: string): Policy[];
export function serializePolicy(directives: Policy): string;
export function missingFromPolicies(policies: Policy[], requests: WidgetRequest[], options?: { pageOrigin?: string }): MissingSource[];
export function applyFixes(directives: Policy, fixes: Array<{ name: string; sources: string[] }>): Policy;
