// Work that changes or measures the page waits for its first paint, so it never holds up what the visitor sees.

/** Runs `task` once the page has painted its first content (a slow phone can be idle before it paints). */
export function afterFirstPaint(task: () => void): void {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => requestAnimationFrame(task));
    return;
  }
  // `buffered` also reports a paint that came before this script ran.
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    task();
  }).observe({ type: "paint", buffered: true });
}
