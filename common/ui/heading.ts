// Heading levels chosen by the page around a form: a widget's headings fit the partner's outline.

/** The levels a lead form's headings take: its title at 2 or 3 (heading-level), sub-forms one below. */
export type HeadingLevel = 2 | 3 | 4;

/** The element of a heading at `level`: "h2", "h3" or "h4". */
export function headingTag(level: HeadingLevel) {
  return `h${level}` as const;
}
