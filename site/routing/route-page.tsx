// Renders the current route's page, suspending only while its chunk is still on the way.
import { use } from 'react';
import type { PageName } from '../routes';
import type { RouteParams } from './match-path';
import { loadedPage, showPage } from './page-modules';

interface RoutePageProps {
  page: PageName;
  params: RouteParams;
}

/**
 * The page. A chunk that cannot be loaded turns into a full page load (showPage); only a page that throws while
 * rendering reaches the error boundary, which shows the crash screen.
 */
export function RoutePage({ page, params }: RoutePageProps) {
  const { default: Page } = loadedPage(page) ?? use(showPage(page));
  return <Page params={params} />;
}
