import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preloadable = { preload?: () => Promise<void> };

/** Every preloadable lazy component in an element tree: the page inside its guards and Suspense. */
function preloadsOf(node: ReactNode, found: (() => Promise<void>)[] = []): (() => Promise<void>)[] {
  if (Array.isArray(node)) for (const child of node as ReactNode[]) preloadsOf(child, found);
  if (!isValidElement(node)) return found;
  const preload = (node.type as Preloadable).preload;
  if (typeof preload === 'function') found.push(preload);
  preloadsOf((node.props as { children?: ReactNode }).children, found);
  return found;
}

/**
 * Starts loading, side by side, the chunks of every lazy component on the route that `pathname` opens
 * (the signed-in frame, a section's tabs, the page), so that the first render finds them in and shows
 * the page without Suspense fallbacks in between. Returns when all are in (a failed one included: it
 * renders its failure in place).
 */
export async function preloadRouteChunks(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.flatMap((match) => preloadsOf(match.route.element).map((preload) => preload())));
}
