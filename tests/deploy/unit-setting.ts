// Reads one setting of a systemd unit file, as the tests that run a unit's command need it.

/** The value of `key` in `unit`'s text (its last assignment, as systemd takes it); throws when it is not set. */
export function unitSetting(unit: string, key: string): string {
  const values = [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1].trim());
  if (values.length === 0) throw new Error(`The unit sets no ${key}.`);
  return values[values.length - 1];
}
