// Parses the small text markup of articles and legal pages (product rules §2.7) into blocks. Pure: no React.

export type MarkupBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; ordered: boolean; items: string[] };

export interface InlineSegment {
  text: string;
  bold: boolean;
}

const headingLine = /^\*\*([^*].*?)\*\*$/;
const bulletLine = /^[-*•]\s+(.*)$/;
const numberedLine = /^\d+[.)]\s+(.*)$/;

/**
 * Blocks of `source`: a line that is wholly **bold** is a heading, "- " lines form a bulleted list,
 * "1. " lines a numbered list, and other lines join into paragraphs until a blank line.
 */
export function parseMarkup(source: string): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let current: MarkupBlock | null = null;
  const flush = () => {
    if (current) blocks.push(current);
    current = null;
  };

  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = headingLine.exec(line);
    const numbered = numberedLine.exec(line);
    const listItem = bulletLine.exec(line)?.[1] ?? numbered?.[1];
    if (line === '') {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ type: 'heading', text: heading[1].trim() });
    } else if (listItem !== undefined) {
      const ordered = Boolean(numbered);
      if (current?.type === 'list' && current.ordered === ordered) current.items.push(listItem);
      else {
        flush();
        current = { type: 'list', ordered, items: [listItem] };
      }
    } else if (current?.type === 'paragraph') {
      current.text = `${current.text} ${line}`;
    } else {
      flush();
      current = { type: 'paragraph', text: line };
    }
  }
  flush();
  return blocks;
}

/** `text` split at **bold** runs. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  text.split(/\*\*(.+?)\*\*/).forEach((part, index) => {
    if (part) segments.push({ text: part, bold: index % 2 === 1 });
  });
  return segments;
}
