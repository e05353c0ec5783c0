// ENV_FILE: the server's settings from a file, read the same way by `npm start`, `npm run serve` and `npm run leads`.

/**
 * Loads the file ENV_FILE names into process.env: KEY=value lines and # comments, the format both
 * `node --env-file` and systemd's EnvironmentFile read, so one file serves all three. A variable already
 * set in the environment wins over the file. Exits the process, saying why, when the file cannot be read.
 */
export function loadEnvFile(): void {
  const file = process.env.ENV_FILE?.trim();
  if (!file) return;
  try {
    process.loadEnvFile(file);
  } catch (error) {
    console.error(`ENV_FILE=${file} could not be read: ${(error as Error).message}`);
    process.exit(1);
  }
}
