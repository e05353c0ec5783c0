// The blog's seven articles (product rules §2.7), newest first, with their read times.
import type { Article, ArticleSource } from './articles/article';
import { concreteSealingGuide } from './articles/concrete-sealing-guide';
import { fallGutterMaintenance } from './articles/fall-gutter-maintenance';
import { fallWindowCleaning } from './articles/fall-window-cleaning';
import { hiringAWindowCleaner } from './articles/hiring-a-window-cleaner';
import { softWashing } from './articles/soft-washing';
import { springExteriorMaintenance } from './articles/spring-exterior-maintenance';
import { whyCleanGutters } from './articles/why-clean-gutters';

/** Reading speed behind the read time: a comfortable pace for practical advice. */
const wordsPerMinute = 200;

/** "5 min read" for `content`. */
export function readTimeOf(content: string): string {
  const words = content.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / wordsPerMinute))} min read`;
}

const sources: readonly ArticleSource[] = [
  hiringAWindowCleaner,
  softWashing,
  whyCleanGutters,
  fallWindowCleaning,
  springExteriorMaintenance,
  concreteSealingGuide,
  fallGutterMaintenance,
];

/** Every article, newest first. ISO dates sort as plain strings; localeCompare would set up an ICU collator. */
export const articles: readonly Article[] = sources
  .map((source) => ({ ...source, readTime: readTimeOf(source.content) }))
  .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
