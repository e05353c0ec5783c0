// When an embed page has taken its settings from its query (product rules §8.5): only then does its frame hand it what
// the visitor did before hydration, so that an early click on Calculate prices the prefilled choices, and an early
// choice of the visitor's is not undone by the prefill.
import { createContext, useContext } from 'react';

/** Called by the embed page once its query's settings are rendered; outside an embed frame, nothing listens. */
export const EmbedReadyContext = createContext<() => void>(() => undefined);

/** The function that tells the embed frame the page is ready for the visitor's early input. */
export function useEmbedReady(): () => void {
  return useContext(EmbedReadyContext);
}
