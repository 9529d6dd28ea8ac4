import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from './button';

type LoadMoreProps = { isLoading: boolean; onLoad: () => void; label: string; loadingLabel: string };

/**
 * The foot of a paged list: the next page loads as it scrolls into view, and the button does the
 * same for keyboard and screen-reader users (and where IntersectionObserver is missing).
 */
export function LoadMore({ isLoading, onLoad, label, loadingLabel }: LoadMoreProps) {
  const footRef = useRef<HTMLDivElement>(null);
  const loadRef = useRef(onLoad);
  loadRef.current = onLoad;

  useEffect(() => {
    const foot = footRef.current;
    if (!foot || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(foot);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={footRef} className="mt-4 flex justify-center">
      <Button variant="outline" onClick={onLoad} disabled={isLoading}>
        {isLoading ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
        {isLoading ? loadingLabel : label}
      </Button>
    </div>
  );
}
