/** Spec §4/§9: timeline items count as in view once 30% of them is visible. */
export const REVEAL_THRESHOLD = 0.3;

/** Items fade and slide in once when they enter the view: they get `animate` and keep it. */
export function watchReveals(): void {
  const items = document.querySelectorAll('.reveal');
  if (typeof IntersectionObserver === 'undefined') {
    for (const item of items) item.classList.add('animate');
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('animate');
        observer.unobserve(entry.target);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const item of items) observer.observe(item);
}

/** A few pixels of slack, so a box scrolled to within rounding of its end counts as at the end. */
const END_SLACK_PX = 4;

/** The fade under a scrollable excerpt shows while text continues below, and goes at the end. */
export function watchExcerpts(): void {
  for (const excerpt of document.querySelectorAll<HTMLElement>('[data-excerpt]')) {
    const cue = excerpt.nextElementSibling;
    if (!cue) continue;
    const update = () =>
      cue.toggleAttribute(
        'data-more-below',
        excerpt.scrollTop + excerpt.clientHeight < excerpt.scrollHeight - END_SLACK_PX,
      );
    excerpt.addEventListener('scroll', update, { passive: true });
    if (typeof ResizeObserver !== 'undefined') new ResizeObserver(update).observe(excerpt);
  }
}
