import { type RefObject, useEffect } from 'react';

/** The boxes that scroll sideways on a phone (the main layout's CSS, antd's own scrolling tables). */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body, .ant-descriptions-view';

/**
 * On a phone a table wider than the screen scrolls inside its own box: each box that does
 * is made reachable by keyboard (tab stop), so it can be scrolled without a pointer.
 */
export function useKeyboardScrollBoxes(root: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const el = root.current;
    if (!enabled || !el) return;
    let queued = false;
    const mark = () => {
      queued = false;
      for (const box of el.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
        const scrolls = box.scrollWidth > box.clientWidth;
        if (scrolls && !box.hasAttribute('tabindex')) box.tabIndex = 0;
        else if (!scrolls && box.tabIndex === 0) box.removeAttribute('tabindex');
      }
    };
    const queue = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(mark);
    };
    const observer = new MutationObserver(queue);
    observer.observe(el, { childList: true, subtree: true });
    window.addEventListener('resize', queue);
    queue();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', queue);
    };
  }, [root, enabled]);
}
