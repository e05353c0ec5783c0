// Renders the current route's page, suspending only while its chunk is still on the way.
import { use } from 'react';
import type { PageName } from '../routes';
import type { RouteParams } from './match-path';
import { loadedPage, loadPage } from './page-modules';

interface RoutePageProps {
  page: PageName;
  params: RouteParams;
}

/** The page; a chunk that fails to load throws to the error boundary, which shows the crash screen. */
export function RoutePage({ page, params }: RoutePageProps) {
  const { default: Page } = loadedPage(page) ?? use(loadPage(page));
  return <Page params={params} />;
}
