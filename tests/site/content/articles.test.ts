import { describe, expect, it } from 'vitest';
import { articles, readTimeOf } from '../../../site/content/articles';
import { parseMarkup } from '../../../site/markup/parse-markup';

const topics: Record<number, RegExp> = {
  1: /hire a window cleaner/i,
  2: /soft washing/i,
  3: /gutter cleaning matters/i,
  4: /fall window cleaning/i,
  5: /spring exterior maintenance/i,
  6: /concrete sealing/i,
  7: /fall gutter maintenance/i,
};

describe('the blog articles', () => {
  it('are seven, with ids 1 to 7 (product rules §2.7), each on its own topic', () => {
    expect(articles.map((article) => article.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const article of articles) expect(article.title).toMatch(topics[article.id]);
  });

  it('are dated from 2024-11-20 to 2024-12-22 and listed newest first', () => {
    const dates = articles.map((article) => article.date);
    expect(dates.every((date) => date >= '2024-11-20' && date <= '2024-12-22')).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2024-12-22');
    expect(dates.at(-1)).toBe('2024-11-20');
  });

  it('each have an author, an excerpt and a read time', () => {
    for (const article of articles) {
      expect(article.author).not.toBe('');
      expect(article.excerpt.length).toBeGreaterThan(80);
      expect(article.readTime).toMatch(/^\d+ min read$/);
    }
  });

  it('use headings and lists in their text', () => {
    for (const article of articles) {
      const blocks = parseMarkup(article.content);
      expect(
        blocks.some((block) => block.type === 'heading'),
        article.title,
      ).toBe(true);
      expect(
        blocks.some((block) => block.type === 'list'),
        article.title,
      ).toBe(true);
    }
  });

  it('give the advice of product rules §2.7 on gutters and concrete', () => {
    const text = (id: number) => articles.find((article) => article.id === id)?.content ?? '';
    expect(text(3)).toMatch(/twice a year/);
    expect(text(7)).toMatch(/twice a year/);
    expect(text(6)).toMatch(/Driveways: every 2 years/);
    expect(text(6)).toMatch(/Patios and walkways: every 3 years/);
    expect(text(6)).toMatch(/about 28 days/);
  });
});

describe('readTimeOf', () => {
  it('rounds words at 200 a minute, never below one minute', () => {
    expect(readTimeOf('word '.repeat(1000))).toBe('5 min read');
    expect(readTimeOf('short')).toBe('1 min read');
  });
});
