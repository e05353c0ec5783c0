// The shape of a blog article (product rules §2.7): fixed data, never fetched.

export interface ArticleSource {
  /** 1 to 7. */
  id: number;
  title: string;
  /** The two or three lines shown while the article is collapsed. */
  excerpt: string;
  /**
   * The body in a small markup: blank lines between blocks, a line that is wholly **bold** is a
   * heading, lines starting "- " make a bulleted list, lines starting "1. " a numbered one.
   */
  content: string;
  author: string;
  /** YYYY-MM-DD. */
  date: string;
  /** Key of the card's picture in site/images. */
  image: string;
  imageAlt: string;
}

export interface Article extends ArticleSource {
  /** "5 min read", worked out from the length of the content. */
  readTime: string;
}
