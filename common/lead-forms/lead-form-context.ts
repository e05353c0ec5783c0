// Where a lead form posts and who hears about it: the site and each widget provide their own.
import { createContext, useContext } from 'react';

export type LeadFormEvent =
  | { type: 'estimate'; detail: Record<string, unknown> }
  | { type: 'submit'; detail: { formName: string } }
  | { type: 'error'; detail: { formName: string; reason: string } };

export interface LeadFormSettings {
  /** The form endpoint (DECISIONS D4). */
  endpoint: string;
  /** Extra fields posted with every form, such as the referring partner. */
  extraFields: ReadonlyArray<readonly [string, string]>;
  /** Told of estimates, submissions and failures; widgets turn these into DOM events. */
  onEvent?: (event: LeadFormEvent) => void;
}

export const LeadFormContext = createContext<LeadFormSettings>({ endpoint: '/', extraFields: [] });

/** The settings of the nearest lead form provider. */
export function useLeadFormSettings(): LeadFormSettings {
  return useContext(LeadFormContext);
}
