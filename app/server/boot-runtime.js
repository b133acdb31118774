// Runs in the browser. boot.server.ts writes this function's source into every
// page as the start of its boot script (plain JavaScript, so the text that is
// inlined is exactly what is here, in development, tests and the build).
//
// It waits for the first contentful paint, then fetches the web fonts and the
// page's chunks in parallel, evaluates the chunks one per task (so no single
// task holds the main thread for long), and resolves with the route modules'
// namespaces for React Router's globals.

/** @param {import("./boot.server").BootPlan} plan */
export default async function bootRuntime(plan) {
  // A message, not a timer: it is not throttled, and test clocks that fake timers leave it alone.
  const nextTask = () =>
    new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
  await new Promise((resolve) => {
    if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
      // No paint timing (older Safari): two frames from now the first one has been drawn.
      return requestAnimationFrame(() => requestAnimationFrame(resolve));
    }
    // `buffered` also reports a paint that happened before this script ran.
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  });
  await nextTask();
  // Once the page is idle (after hydration), declare the Hangul, Devanagari
  // and language-name faces, then fetch each web font for the letters of this
  // page it draws; the site switches to them at the next navigation (app/lib/web-font.ts).
  const loadFonts = () => {
    const faces = plan.stylesheets.map(
      (href) =>
        new Promise((resolve) => {
          const link = document.createElement("link");
          link.rel = "stylesheet";
          link.href = href;
          link.onload = link.onerror = resolve;
          document.head.append(link);
        }),
    );
    Promise.all(faces).then(() => {
      const names = [...document.querySelectorAll("[data-language-name]")].map((element) => element.textContent);
      let text = document.querySelector("main")?.textContent ?? "";
      for (const name of names) text = text.replace(name, "");
      for (const { font, letters, names: forNames } of plan.fonts) {
        const drawn = (forNames ? names.join("") : text).match(new RegExp(letters, "gu"));
        if (drawn) document.fonts.load(font, [...new Set(drawn)].join("")).catch(() => {});
      }
    });
  };
  if ("requestIdleCallback" in window) requestIdleCallback(loadFonts, { timeout: 3000 });
  else setTimeout(loadFonts, 1000);
  for (const href of plan.preload) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  for (const href of plan.chunks) {
    await import(href);
    await nextTask();
  }
  const routes = await Promise.all(plan.routes.map((href) => import(href)));
  await nextTask();
  return routes;
}
