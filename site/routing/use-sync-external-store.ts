// Stands in for the use-sync-external-store shim that wouter imports for React 16 and 17: React 19 has the hook
// built in, which the shim would hand back anyway after 1.8 kB of fallback code in every page's first load.
export { useSyncExternalStore } from 'react';
