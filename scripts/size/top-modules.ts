// Ranks the modules behind a set of chunks, so an over-budget entry can say where its bytes come from.
import type { CollectedChunk } from './bundle-collector';
import type { ModuleShare } from './size-report';

/** The `limit` biggest modules across `chunks`, each with its share of all their rendered code. */
export function topModules(chunks: readonly CollectedChunk[], limit = 10): ModuleShare[] {
  const bytesById = new Map<string, number>();
  for (const chunk of chunks) {
    for (const module of chunk.modules) bytesById.set(module.id, (bytesById.get(module.id) ?? 0) + module.renderedBytes);
  }
  const total = [...bytesById.values()].reduce((sum, bytes) => sum + bytes, 0);
  return [...bytesById]
    .sort(([idA, bytesA], [idB, bytesB]) => bytesB - bytesA || idA.localeCompare(idB))
    .slice(0, limit)
    .map(([id, renderedBytes]) => ({ id, renderedBytes, share: total ? renderedBytes / total : 0 }));
}
