// Which property a phone shows while the table is swiped one property at a time: the frame's
// scroll over one column's width, read once a frame while it scrolls.
import { useEffect, useRef, useState } from 'react';

export function useSwipeCount(count: number) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let pending = 0;
    const read = () => {
      pending = 0;
      const column = frame.querySelector('tbody td')?.getBoundingClientRect().width ?? 0;
      if (column <= 0) return;
      setIndex(Math.min(count - 1, Math.max(0, Math.round(frame.scrollLeft / column))));
    };
    const onScroll = () => {
      if (!pending) pending = requestAnimationFrame(read);
    };
    frame.addEventListener('scroll', onScroll, { passive: true });
    read();
    return () => {
      frame.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(pending);
    };
  }, [count]);
  return { frameRef, index: Math.min(index, Math.max(0, count - 1)) };
}
