import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ProjectGroup } from '../approve-grid.ts';

/** A card past the screen kept rendered on each side: Tab from a card's last control reaches the next card. */
const OVERSCAN = 1;

/** A first guess of a card's height before it is measured: its title, the table's head and rows. */
export function estimateCardHeight(group: ProjectGroup): number {
  return group.rows.length === 0 ? 190 : 110 + group.rows.length * 41;
}

interface ApproveProjectListProps {
  groups: ProjectGroup[];
  renderCard: (group: ProjectGroup) => ReactNode;
}

/**
 * The approve screen's project cards, virtualised against the window's scroll: only the cards on
 * the screen and one on each side are in the page, each measured once drawn, so a month of 31 projects opens
 * as fast as a few. The list keeps its full height, so the scrollbar and the sticky toolbar behave as before.
 */
export function ApproveProjectList({ groups, renderCard }: ApproveProjectListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page (below the toolbar, the legend, an alert): read after every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: groups.length,
    estimateSize: (index) => estimateCardHeight(groups[index]!),
    getItemKey: (index) => groups[index]!.project.id,
    overscan: OVERSCAN,
    scrollMargin,
  });
  return (
    <div
      ref={listRef}
      className="ts-approve__list"
      role="list"
      aria-label="Проекты"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          role="listitem"
          aria-setsize={groups.length}
          aria-posinset={item.index + 1}
          className="ts-approve__slot"
          style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
        >
          {renderCard(groups[item.index]!)}
        </div>
      ))}
    </div>
  );
}
