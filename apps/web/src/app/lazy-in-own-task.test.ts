import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { lazyInOwnTask } from '@/app/lazy-in-own-task';

describe('lazyInOwnTask', () => {
  it('starts every route loader, nested ones too, in a later task, not when the router calls it', async () => {
    const shell = vi.fn(async () => ({ handle: { shell: true } }));
    const home = vi.fn(async () => ({ handle: { home: true } }));
    const guard = () => null;
    const tree = lazyInOwnTask([
      { id: 'root', loader: guard, lazy: shell, children: [{ path: 'home', lazy: home }] },
    ]);

    const root = tree[0]!;
    const child = root.children![0]!;
    const loads = [
      (root.lazy as () => Promise<unknown>)(),
      (child.lazy as () => Promise<unknown>)(),
    ];
    // Called by the router in one go: nothing has started loading yet.
    expect(shell).not.toHaveBeenCalled();
    expect(home).not.toHaveBeenCalled();
    // In a later task each loads, and its result is passed on unchanged.
    await expect(Promise.all(loads)).resolves.toEqual([
      { handle: { shell: true } },
      { handle: { home: true } },
    ]);
    expect(shell).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledTimes(1);
    // Everything else about the routes is as given.
    expect(root.id).toBe('root');
    expect(root.loader).toBe(guard);
    expect(child.path).toBe('home');
  });

  it('passes a loader’s failure on (the route error screen shows it)', async () => {
    const gone = new Error('Failed to fetch dynamically imported module');
    const [route] = lazyInOwnTask([{ path: 'x', lazy: () => Promise.reject(gone) }]);
    await expect((route!.lazy as () => Promise<unknown>)()).rejects.toBe(gone);
  });

  it('leaves routes without a loader and the given tree untouched', () => {
    const given: RouteObject[] = [{ path: 'a', children: [{ index: true }] }];
    const tree = lazyInOwnTask(given);
    expect(tree).toEqual(given);
    expect(tree[0]).not.toBe(given[0]);
    expect(given[0]!.lazy).toBeUndefined();
  });
});
