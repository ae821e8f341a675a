import { useDocumentTitle } from '@mantine/hooks';

export const productName = 'Portal API';

/** The tab's title for a page: 'Tools · Portal API', or the product name alone on the front page. */
export function pageTitle(page?: string): string {
  return page ? `${page} · ${productName}` : productName;
}

/** Names the browser tab (and the page a screen reader announces) after the current route. */
export function usePageTitle(page?: string): void {
  useDocumentTitle(pageTitle(page));
}
