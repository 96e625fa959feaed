import { useEffect, useState, type RefObject } from 'react';
import { VerticalAlignTopOutlined } from '@ant-design/icons';

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/**
 * 回到顶部 for one scroll box: shown once the box is scrolled further than `after` pixels, it
 * scrolls the box back up over `duration` ms (at once for a user who asks for reduced motion),
 * and stops there when the user scrolls meanwhile.
 * Plain markup in the look of antd's FloatButton.BackTop, which brought the whole float-button
 * family (5 kB gzip) into every page's first load.
 */
export function BackTop({ target, after, duration }: { target: RefObject<HTMLElement | null>; after: number; duration: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const box = target.current;
    if (!box) return;
    const check = () => setShown(box.scrollTop > after);
    check();
    box.addEventListener('scroll', check, { passive: true });
    return () => box.removeEventListener('scroll', check);
  }, [target, after]);

  if (!shown) return null;
  const scrollUp = () => {
    const box = target.current;
    if (!box) return;
    // the button goes once the top is reached: keep the keyboard in the page, not on <body>
    (box.closest<HTMLElement>('.app-content') ?? box).focus({ preventScroll: true });
    const from = box.scrollTop;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || duration <= 0) {
      box.scrollTop = 0;
      return;
    }
    const start = performance.now();
    let set = from;
    const step = (now: number) => {
      // the user scrolled meanwhile (wheel, keys, the scroll bar): the scroll is theirs again
      if (Math.abs(box.scrollTop - set) > 1) return;
      const progress = Math.min(1, (now - start) / duration);
      box.scrollTop = from * (1 - easeInOutCubic(progress));
      set = box.scrollTop;
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  };
  return (
    <button type="button" className="page-back-top" aria-label="回到顶部" title="回到顶部" onClick={scrollUp}>
      <VerticalAlignTopOutlined aria-hidden />
    </button>
  );
}
