// Where the build lies: written there by `npm run build`, served from there by the server, measured there by the
// size and bench scripts.

/** DIST_DIR, or dist. */
export function readDistDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.DIST_DIR || 'dist';
}
