// Reads the settings of a systemd unit file, as the tests that run a unit's command need them.

/** Every value of `key` in `unit`'s text, in order: a key such as ExecStart may be set more than once. */
export function unitSettings(unit: string, key: string): string[] {
  return [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1].trim());
}

/** The value of `key` in `unit`'s text (its last assignment, as systemd takes it); throws when it is not set. */
export function unitSetting(unit: string, key: string): string {
  const values = unitSettings(unit, key);
  if (values.length === 0) throw new Error(`The unit sets no ${key}.`);
  return values[values.length - 1];
}
