// A heading whose level is chosen by the page around it: a widget's headings fit the partner's outline.
import type { HTMLAttributes } from 'react';

/** The levels a lead form's headings take: its title at 2 or 3 (heading-level), sub-forms one below. */
export type HeadingLevel = 2 | 3 | 4;

/** The level of a sub-form's title, one below the title of the widget it sits in. */
export function levelBelow(level: 2 | 3): 3 | 4 {
  return level === 2 ? 3 : 4;
}

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
}

/** An h2, h3 or h4; `part` is forwarded for the widgets' ::part(heading). */
export function Heading({ level, ...props }: HeadingProps & { part?: string }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
