// How bench:interactions prints a duration: in whole milliseconds, unless rounding would hide that it is over budget.

/**
 * `milliseconds` as printed: "<16" below the threshold under which durations go unreported, whole milliseconds
 * otherwise, and with the decimals it takes to stay over the budget where rounding would bring a figure over it
 * down to it ("40.3" or "40.04", not "40").
 */
export function durationText(milliseconds: number, { threshold, budget }: { threshold: number; budget: number }): string {
  if (milliseconds < threshold) return `<${threshold}`;
  const whole = Math.round(milliseconds);
  if (milliseconds <= budget || whole > budget) return String(whole);
  for (const digits of [1, 2]) {
    const text = milliseconds.toFixed(digits);
    if (Number(text) > budget) return text;
  }
  return `>${budget}`;
}
