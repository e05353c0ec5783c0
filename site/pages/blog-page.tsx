// Blog (/blog): seven advice articles, newest first, the newsletter and the closing block (product rules §2.7).
import '../styles/blog.css';
import { ArticleCard } from '../blog/article-card';
import { BlogClosing } from '../blog/blog-closing';
import { NewsletterSignup } from '../blog/newsletter-signup';
import { articles } from '../content/articles';
import { PageHero } from '../ui/page-hero';

/** The blog page. */
export default function BlogPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Home Maintenance Tips & Insights"
        lead="Expert advice and seasonal tips to keep your Kelowna home looking its best year-round"
      />
      <section className="section" aria-label="Articles">
        <div className="container article-list">
          {articles.map((article, index) => (
            <ArticleCard key={article.id} article={article} priority={index === 0} />
          ))}
          <NewsletterSignup />
        </div>
      </section>
      <BlogClosing />
    </>
  );
}
