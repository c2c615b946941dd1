/**
 * Route chunks start loading each in a task of its own. On a cold start the router
 * calls the `lazy` function of every route the URL matches (/home: the server-state layout, the
 * signed-in frame and Home) in one go, and each `import()` inserts a `<link rel=modulepreload>` per
 * chunk that page needs. In one task that was the longest task of /home's start: 350 ms of a 4×
 * slowed phone's main thread, about 40% of it inserting those links, all of it blocking input.
 * Started from a fresh task each, the same work comes in pieces the browser can interleave with input
 * and paint. The cost is one task hop per route load (well under a millisecond).
 */
import type { RouteObject } from 'react-router';

interface YieldingScheduler {
  yield(): Promise<void>;
}

/** Resolves in a new task: `scheduler.yield()` where the browser has it, else a zero timeout. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A copy of the route tree in which every `lazy` function first waits for a new task (nextTask)
 * and then loads as before. Routes without `lazy`, and every other field, are unchanged.
 */
export function lazyInOwnTask(routes: readonly RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy } = route;
    const children = route.children ? lazyInOwnTask(route.children) : undefined;
    const copy = { ...route, ...(children ? { children } : {}) } as RouteObject;
    if (typeof lazy === 'function') {
      copy.lazy = async () => {
        await nextTask();
        return lazy();
      };
    }
    return copy;
  });
}
