// Whether the site's page has been hydrated, for a part its prerendered HTML leaves out (the calculator's hidden
// membership panel): the server render and the hydration render must match, and the render after fills it in.
// A namespace import: the widgets' Preact seam has no useSyncExternalStore, and their build never calls it.
import * as React from 'react';

const noChanges = () => () => {};

/** React's way to render apart on the client: the server snapshot during hydration, then the client's. */
const useHydratedOnSite = (): boolean =>
  React.useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/**
 * False in the server render and the hydration render, true from the render right after hydration and in every
 * render on the client after it. The widgets render on the client only: always true, and their build, where
 * __SITE_HYDRATES__ is false (vite.widget.config.ts), drops the rest.
 */
export const useHydrated: () => boolean = __SITE_HYDRATES__ ? useHydratedOnSite : () => true;
