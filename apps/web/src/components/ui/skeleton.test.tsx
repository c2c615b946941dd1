import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { RoomSkeleton } from '@/features/room/components/room-skeleton';
import { Skeleton, SkeletonGroup } from './skeleton';

/** The ids of the axe rules `container` breaks, of those that need no layout (jsdom has none). */
async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-allowed-role', 'aria-valid-attr'],
  });
  return result.violations.map((v) => v.id);
}

describe('loading placeholders', () => {
  it('a bare div named with aria-label breaks aria-prohibited-attr (the check can fail)', async () => {
    const { container } = render(
      // eslint-disable-next-line no-restricted-syntax -- the wrong pattern, on purpose
      <div aria-busy="true" aria-label="Loading">
        <Skeleton />
      </div>,
    );
    expect(await violations(container)).toContain('aria-prohibited-attr');
  });

  it('SkeletonGroup is busy, says its label through a status line, and breaks no ARIA rule', async () => {
    const { container } = render(
      <SkeletonGroup label="Loading auctions" className="flex">
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading auctions');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(container.firstElementChild?.hasAttribute('aria-label')).toBe(false);
    expect(await violations(container)).toEqual([]);
  });

  it('the room skeleton says the room is loading and breaks no ARIA rule', async () => {
    const { container } = render(<RoomSkeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading the room');
    expect(await violations(container)).toEqual([]);
  });
});
