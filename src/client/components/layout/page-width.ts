/** The column a page's header, main content and footer share: the wide landing page or an article. */
export type PageWidth = 'page' | 'article';

export const pageWidthClass: Record<PageWidth, string> = {
  page: 'max-w-7xl',
  article: 'max-w-3xl',
};
