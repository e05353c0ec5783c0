// The shape of the privacy and terms pages: plain-language text in the same markup as the blog.

export interface LegalPage {
  title: string;
  /** YYYY-MM-DD: when the text last changed. */
  updated: string;
  /** Body in the article markup (see articles/article.ts). */
  content: string;
}
