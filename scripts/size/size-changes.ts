// What changed between two measurements of the build (the baseline and this build, or another git ref and this
// build), entry by entry, and the modules behind each change: what a reviewer reads to judge whether it is worth its
// bytes. Told as console text, and as reports/summary.md's Markdown table.
import type { BudgetCheck, SizeBaseline } from './check-budgets';
import { formatBytes, gzipNote, type ModuleBytes } from './size-report';
import { budgetStatus } from './size-table';

/** Which measure each figure is, for every heading that shows changes. */
export const changeMeasures = `entries in gzip bytes (${gzipNote}); their modules in rendered bytes (after tree-shaking, before minifying)`;

/** One module of an entry that grew, shrank, appeared or went away. */
export interface ModuleChange {
  id: string;
  /** Rendered bytes before; absent when the module is new. */
  before?: number;
  /** Rendered bytes after; absent when the module went away. */
  after?: number;
  /** `after` - `before`, counting a missing side as 0. */
  bytes: number;
}

/** A change shared by one or more entries (the service pages share their first load, and so their changes). */
export interface EntryChange {
  ids: string[];
  /** Gzip bytes before; absent when the entries are new. */
  before?: number;
  /** Gzip bytes after; absent when the entries went away. */
  after?: number;
  /** Absent when either side recorded no module sizes, so the change cannot be explained by module. */
  modules?: ModuleChange[];
}

/** The modules that differ between `before` and `after`, the biggest change first. */
export function moduleChanges(before: ModuleBytes, after: ModuleBytes): ModuleChange[] {
  const ids = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changes: ModuleChange[] = [];
  for (const id of ids) {
    const bytes = (after[id] ?? 0) - (before[id] ?? 0);
    if (bytes !== 0 || (before[id] === undefined) !== (after[id] === undefined))
      changes.push({ id, before: before[id], after: after[id], bytes });
  }
  return changes.sort((a, b) => Math.abs(b.bytes) - Math.abs(a.bytes) || (a.id < b.id ? -1 : 1));
}

/**
 * Every entry that differs between `before` and `after` (entries in gzip bytes, modules in rendered bytes), in the
 * order of `after` followed by the entries that went away; entries with exactly the same change are listed together.
 */
export function sizeChanges(before: SizeBaseline, after: SizeBaseline): EntryChange[] {
  const ids = [...Object.keys(after.gzipBytes), ...Object.keys(before.gzipBytes).filter((id) => !(id in after.gzipBytes))];
  const byKey = new Map<string, EntryChange>();
  for (const id of ids) {
    const change: EntryChange = { ids: [id], before: before.gzipBytes[id], after: after.gzipBytes[id] };
    const modulesBefore = before.moduleRenderedBytes?.[id];
    const modulesAfter = after.moduleRenderedBytes?.[id];
    // A new entry is all new modules and a gone one all gone: only entries on both sides are explained by module.
    if (modulesBefore && modulesAfter) change.modules = moduleChanges(modulesBefore, modulesAfter);
    const moduleCount = change.modules?.length ?? 0;
    if (change.before === change.after && moduleCount === 0) continue;
    const key = JSON.stringify([change.before, change.after, change.modules]);
    const same = byKey.get(key);
    if (same) same.ids.push(id);
    else byKey.set(key, change);
  }
  return [...byKey.values()];
}

/** "+310 B", "-1.2 kB", "0 B". */
export function signedBytes(bytes: number): string {
  return `${bytes > 0 ? '+' : ''}${formatBytes(bytes)}`;
}

/** How the entries of `change` moved: "+460 B (+3.0%)", "new", "gone". */
export function entryChangeText({ before, after }: EntryChange): string {
  if (before === undefined) return 'new';
  if (after === undefined) return 'gone';
  if (before === after) return 'same';
  const percent = ((after - before) / before) * 100;
  return `${signedBytes(after - before)} (${percent > 0 ? '+' : ''}${percent.toFixed(1)}%)`;
}

/** "+460 B (+3.0%) gzip (15.4 kB -> 15.8 kB)", "new, 2.1 kB gzip", "gone (was 2.0 kB gzip)". */
function gzipChangeText(change: EntryChange): string {
  const { before, after } = change;
  if (before === undefined) return `new, ${formatBytes(after ?? 0)} gzip`;
  if (after === undefined) return `gone (was ${formatBytes(before)} gzip)`;
  return `${entryChangeText(change)} gzip (${formatBytes(before)} -> ${formatBytes(after)})`;
}

/** "common/calculator/one-time-panel.tsx +310 B", with "(new)" or "(gone)" where it applies. */
export function moduleChangeText(module: ModuleChange): string {
  return `${module.id} ${signedBytes(module.bytes)}${noteOf(module)}`;
}

function noteOf(module: ModuleChange): string {
  return module.before === undefined ? ' (new)' : module.after === undefined ? ' (gone)' : '';
}

/** The first `limit` modules of `change`, and a line for the rest ("and 4 more, -120 B in all") if there are more. */
export function shownModules(modules: readonly ModuleChange[], limit: number): { shown: ModuleChange[]; rest: string } {
  const hidden = modules.slice(limit);
  const hiddenBytes = hidden.reduce((sum, module) => sum + module.bytes, 0);
  const rest = hidden.length
    ? `and ${hidden.length} more ${hidden.length === 1 ? 'module' : 'modules'}, ${signedBytes(hiddenBytes)} in all`
    : '';
  return { shown: modules.slice(0, limit), rest };
}

/** How many modules to name under each change in the console. */
const modulesShown = 12;

/**
 * The changes for the console, under a heading naming `before` ("size-baseline.json", "main"): each entry with its
 * gzip change, then one line per module. `total` is how many entries were compared, to say how many did not change.
 */
export function changesText(changes: readonly EntryChange[], before: string, total: number): string {
  const changed = changes.reduce((sum, change) => sum + change.ids.length, 0);
  if (changed === 0) return `No entry changed against ${before}.`;
  const lines = [`${changed} of ${total} entries changed against ${before}; ${changeMeasures}:`];
  if (changes.every((change) => !change.modules)) lines.push(`(${before} recorded no module sizes, so no change is explained by module.)`);
  for (const change of changes) {
    lines.push('', `  ${change.ids.join(', ')}: ${gzipChangeText(change)}`);
    if (!change.modules) continue;
    if (change.modules.length === 0) lines.push('      no module changed its rendered bytes');
    const { shown, rest } = shownModules(change.modules, modulesShown);
    const width = Math.max(...shown.map((module) => signedBytes(module.bytes).length));
    for (const module of shown) lines.push(`      ${signedBytes(module.bytes).padStart(width)}  ${module.id}${noteOf(module)}`);
    if (rest) lines.push(`      ${rest}`);
  }
  return lines.join('\n');
}

/** How many modules a row names before summing up the rest. */
const summaryModulesShown = 5;

/** Pipes and line breaks would end a cell early. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function modulesCell(change: EntryChange): string {
  if (!change.modules) return change.before === undefined || change.after === undefined ? '' : 'no module sizes recorded';
  if (change.modules.length === 0) return 'none';
  const { shown, rest } = shownModules(change.modules, summaryModulesShown);
  return [...shown.map((module) => `\`${moduleChangeText(module)}\``), ...(rest ? [rest] : [])].join(', ');
}

/**
 * reports/summary.md, to paste into a review: one row per change against `before` (the baseline file's name), with the entry's gzip size, its change,
 * its budget and the modules behind it; then how many entries did not change and any budget problem.
 */
export function summaryMarkdown(changes: readonly EntryChange[], checks: readonly BudgetCheck[], before: string, total: number): string {
  const checkById = new Map(checks.map((check) => [check.id, check]));
  const changed = changes.reduce((sum, change) => sum + change.ids.length, 0);
  const lines = ['## Bundle sizes', '', `Against ${before}: ${changeMeasures}.`, ''];
  if (changed === 0) lines.push(`No entry changed (${total} compared).`);
  else {
    lines.push('| Entry | Gzip | Change | Budget | Modules that changed |', '| --- | ---: | ---: | --- | --- |');
    for (const change of changes) {
      const gzip = change.after === undefined ? '—' : formatBytes(change.after);
      const budget = budgetStatus(checkById.get(change.ids[0])) || '—';
      const row = [change.ids.join(', '), gzip, entryChangeText(change), budget, modulesCell(change)];
      lines.push(`| ${row.map(cell).join(' | ')} |`);
    }
    lines.push('', `${total - changed} of ${total} entries unchanged.`);
  }
  const problems = checks.filter((check) => check.status !== 'within');
  lines.push(
    '',
    problems.length === 0
      ? 'Every entry is within its budget.'
      : `Budget problems: ${problems.map((check) => `${check.id} ${budgetStatus(check)}`).join('; ')}.`,
  );
  return `${lines.join('\n')}\n`;
}
