// `npm run leads` as its own process, as an owner runs it from the command line.
import { spawn } from 'node:child_process';

export interface LeadsRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the command's entry with `args`, in this process's environment changed by `env` (a variable given as
 * undefined is left out); resolves once it has exited. Not spawnSync: a test's own SMTP receiver must keep answering.
 */
export function runLeads(args: string[], env: NodeJS.ProcessEnv): Promise<LeadsRun> {
  const childEnv = { ...process.env, ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/leads/leads.ts', ...args], { env: childEnv });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}
