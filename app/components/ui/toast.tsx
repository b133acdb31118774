// Toasts: a module-level store so `toast()` works from any event handler. <Toaster /> (in root.tsx) loads the Radix
// view (toast-view.tsx) with the first toast, so no page ships it before a form is sent.
import { lazy, Suspense, useSyncExternalStore } from "react";

export type ToastItem = {
  id: string;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  open: boolean;
};

const noToasts: readonly ToastItem[] = [];
let toasts = noToasts;
let lastId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes one toast, or every toast when no id is given. A closed toast stays in the list until the next one. */
export function dismissToast(id?: string): void {
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast in place of the one before. */
export function toast(options: Omit<ToastItem, "id" | "open">): void {
  lastId += 1;
  setToasts([{ ...options, id: String(lastId), open: true }]);
}

const ToastView = lazy(() => import("./toast-view"));

/** Warms the toast view up ahead of time, e.g. when a visitor starts filling in a form. */
export function preloadToaster(): void {
  void import("./toast-view");
}

export function Toaster() {
  // The server never shows toasts: its snapshot is always empty.
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  // After the first toast the list is never empty again, so the view stays mounted: closing animations and the
  // live region keep working between toasts.
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView items={items} />
    </Suspense>
  );
}
