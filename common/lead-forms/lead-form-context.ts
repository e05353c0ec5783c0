// Where a lead form posts and who hears about it: the site and each widget provide their own.
import { createContext, useContext } from 'react';
import type { Attribution, FormName } from '../contract/form-fields';

export type LeadFormEvent =
  | { type: 'estimate'; detail: Record<string, unknown> }
  | { type: 'submit'; detail: { formName: FormName; value?: number } }
  | { type: 'error'; detail: { formName: FormName; reason: string } };

export interface LeadFormSettings {
  /** The form endpoint (product rules §3.3). */
  endpoint: string;
  /** Posted with every lead, such as the referring partner; read when a lead is sent. */
  readonly attribution: Attribution;
  /** Told of estimates, submissions and failures; widgets turn these into DOM events. */
  onEvent?: (event: LeadFormEvent) => void;
}

export const LeadFormContext = createContext<LeadFormSettings>({ endpoint: '/', attribution: {} });

/** The settings of the nearest lead form provider. */
export function useLeadFormSettings(): LeadFormSettings {
  return useContext(LeadFormContext);
}
