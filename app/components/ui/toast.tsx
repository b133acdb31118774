// Toasts: a module-level store so `toast()` works from any event handler. <Toaster /> (in root.tsx) loads the Radix
// view (toast-view.tsx) with the first toast, so no page ships it before a form is sent.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";

const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself. */
  duration?: number;
};

export type ToastItem = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
};

type Listener = () => void;

const noToasts: readonly ToastItem[] = [];
let toasts: readonly ToastItem[] = noToasts;
let lastId = 0;
const listeners = new Set<Listener>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast; beyond TOAST_LIMIT the newest replaces the oldest. */
export function toast({ title, description, variant = "default", duration = TOAST_DURATION_MS }: ToastOptions): {
  id: string;
  dismiss: () => void;
} {
  lastId += 1;
  const id = String(lastId);
  setToasts([{ id, title, description, variant, duration, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function useToasts(): { toasts: readonly ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  // The server never shows toasts: its snapshot is always empty.
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}

const ToastView = lazy(() => import("./toast-view"));

/** Warms the toast view up ahead of time, e.g. when a visitor starts filling in a form. */
export function preloadToaster(): void {
  void import("./toast-view");
}

export function Toaster() {
  const { toasts: items } = useToasts();
  // Once loaded, the view stays mounted so that closing animations and the live region keep working between toasts.
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (items.length > 0) setNeeded(true);
  }, [items.length]);
  if (!needed && items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastView items={items} />
    </Suspense>
  );
}
