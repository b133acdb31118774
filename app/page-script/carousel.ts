// The testimonial carousel's timer (the strip works without it): on phones it advances every 5 s, pauses while hovered,
// focused or paused, keeps the current dot marked, and never moves on its own under reduced motion.
import { PHONE_QUERY, REDUCED_MOTION_QUERY, TESTIMONIAL_INTERVAL_MS } from "#app/catalog/testimonial-carousel";

function startCarousel(root: HTMLElement, phone: MediaQueryList, reducedMotion: MediaQueryList): void {
  const strip = root.querySelector<HTMLElement>("[data-carousel-strip]");
  const dots = [...root.querySelectorAll<HTMLAnchorElement>("[data-carousel-dot]")];
  const toggle = root.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const slides = strip ? [...strip.children].filter((child): child is HTMLElement => child instanceof HTMLElement) : [];
  const first = slides[0];
  if (!strip || !first || slides.length < 2) return;

  let current = 0;
  /** The slide a dot or the timer asked for, while the strip is still on its way there. */
  let target: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** What holds the carousel still: the pause button, the pointer over it, the focus in it. */
  const held = new Set<"paused" | "hover" | "focus">();

  const rotates = () => phone.matches && !reducedMotion.matches;

  function schedule(): void {
    clearTimeout(timer);
    if (rotates() && held.size === 0) {
      timer = setTimeout(() => show((current + 1) % slides.length), TESTIMONIAL_INTERVAL_MS);
    }
  }

  function mark(index: number): void {
    if (index === current) return;
    current = index;
    dots.forEach((dot, position) => {
      if (position === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    schedule(); // each slide gets its full wait, whoever moved the strip
  }

  function show(index: number): void {
    const slide = slides[index];
    if (!slide) return;
    // Only the strip moves: the page stays where the visitor is reading.
    target = index;
    strip?.scrollTo({ left: slide.offsetLeft - (first?.offsetLeft ?? 0) });
    mark(index);
  }

  /** The slide nearest the strip's start is current; a scroll that stops short of a dot's slide does not undo it. */
  function follow(): void {
    if (!strip || !phone.matches) return;
    const left = strip.scrollLeft + (first?.offsetLeft ?? 0);
    const distances = slides.map((slide) => Math.abs(slide.offsetLeft - left));
    const nearest = distances.indexOf(Math.min(...distances));
    if (target !== undefined && nearest !== target) return;
    target = undefined;
    mark(nearest);
  }

  function update(): void {
    if (toggle) toggle.hidden = !rotates();
    schedule();
  }

  if ("onscrollend" in window) strip.addEventListener("scrollend", follow);
  else {
    let frame = 0;
    strip.addEventListener("scroll", () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(follow);
    });
  }
  // The visitor's own swipe, wheel, keys or focus take over from a dot's scroll.
  const takeOver = () => {
    target = undefined;
  };
  for (const input of ["pointerdown", "wheel", "keydown", "focusin"])
    strip.addEventListener(input, takeOver, { passive: true });
  dots.forEach((dot, index) => {
    dot.addEventListener("click", (event) => {
      event.preventDefault();
      show(index);
    });
  });
  const hold = (reason: "paused" | "hover" | "focus", on: boolean) => {
    if (on) held.add(reason);
    else held.delete(reason);
    schedule();
  };
  toggle?.addEventListener("click", () => {
    hold("paused", !held.has("paused"));
    toggle.toggleAttribute("data-paused", held.has("paused"));
  });
  root.addEventListener("mouseenter", () => hold("hover", true));
  root.addEventListener("mouseleave", () => hold("hover", false));
  root.addEventListener("focusin", () => hold("focus", true));
  root.addEventListener("focusout", (event) =>
    hold("focus", event.relatedTarget instanceof Node && root.contains(event.relatedTarget)),
  );
  phone.addEventListener("change", update);
  reducedMotion.addEventListener("change", update);
  follow();
  update();
}

export function startCarousels(document: Document): void {
  const carousels = document.querySelectorAll<HTMLElement>("[data-carousel]");
  if (carousels.length === 0) return;
  const phone = matchMedia(PHONE_QUERY);
  const reducedMotion = matchMedia(REDUCED_MOTION_QUERY);
  for (const carousel of carousels) startCarousel(carousel, phone, reducedMotion);
}
