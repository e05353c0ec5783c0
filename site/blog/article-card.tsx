// One blog article: a picture with the title and byline over it, then the body, collapsed to its excerpt.
import { useId } from 'react';
import type { Article } from '../content/articles/article';
import { MarkupBody } from '../markup/markup-body';
import { Icon } from '../ui/icon';
import { Picture } from '../ui/picture';
import { formatDate } from './format-date';
import { useCollapsible } from './use-collapsible';

interface ArticleCardProps {
  article: Article;
  /** The first card's picture is above the fold on wide screens. */
  priority?: boolean;
}

/** The article; without scripting its whole text shows and the button is hidden (site.css). */
export function ArticleCard({ article, priority = false }: ArticleCardProps) {
  const id = useId();
  const { expanded, toggle, bodyRef, articleRef } = useCollapsible();
  return (
    <article ref={articleRef} className="article-card" aria-labelledby={`${id}-title`}>
      <header className="article-card__cover">
        <Picture image={article.image} alt={article.imageAlt} sizes="(min-width: 880px) 820px, calc(100vw - 40px)" priority={priority} />
        <div className="article-card__overlay">
          <h2 id={`${id}-title`}>{article.title}</h2>
          <p className="article-meta">
            <span>
              <Icon name="user" />
              {article.author}
            </span>
            <span>
              <Icon name="calendar" />
              <time dateTime={article.date}>{formatDate(article.date)}</time>
            </span>
            <span>
              <Icon name="clock" />
              {article.readTime}
            </span>
          </p>
        </div>
      </header>
      <div
        ref={bodyRef}
        id={`${id}-body`}
        className={expanded ? 'article-card__body prose' : 'article-card__body article-card__body--collapsed prose'}
      >
        <p className="article-card__excerpt">{article.excerpt}</p>
        <MarkupBody source={article.content} headingLevel={3} />
      </div>
      <button type="button" className="article-card__toggle" aria-expanded={expanded} aria-controls={`${id}-body`} onClick={toggle}>
        {expanded ? 'Show Less' : 'Read Full Article'}
        <Icon name="arrow" className={expanded ? 'icon icon--up' : 'icon icon--down'} />
      </button>
    </article>
  );
}
