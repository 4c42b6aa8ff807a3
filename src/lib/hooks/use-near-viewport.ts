import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (a negative margin: that far
 * inside it), and from then on. For heavy
 * content below the fold (charts): a phone does not load or draw it until the person scrolls
 * towards it. The switch is a transition, so the heavy render can yield to input.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
