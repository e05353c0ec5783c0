// Renders parsed markup as real headings, paragraphs and lists (product rules §2.7).
import { parseInline, parseMarkup } from './parse-markup';

interface InlineTextProps {
  text: string;
}

/** Text with its **bold** runs as <strong>. */
export function InlineText({ text }: InlineTextProps) {
  return parseInline(text).map((segment, index) => (segment.bold ? <strong key={index}>{segment.text}</strong> : segment.text));
}

interface MarkupBodyProps {
  source: string;
  /** Level of the headings inside the text, one below the heading that titles it. */
  headingLevel: 2 | 3;
}

/** The blocks of `source` as HTML. */
export function MarkupBody({ source, headingLevel }: MarkupBodyProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return parseMarkup(source).map((block, index) => {
    if (block.type === 'heading')
      return (
        <Heading key={index}>
          <InlineText text={block.text} />
        </Heading>
      );
    if (block.type === 'paragraph')
      return (
        <p key={index}>
          <InlineText text={block.text} />
        </p>
      );
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List key={index}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <InlineText text={item} />
          </li>
        ))}
      </List>
    );
  });
}
