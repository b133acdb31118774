/*
 * Toasts: a module-level store so `toast()` works from any event handler,
 * rendered by the single <Toaster /> in root.tsx on top of Radix Toast.
 */
import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = "default" | "destructive";

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

export function useToasts(): { toasts: readonly ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  // The server never shows toasts: its snapshot is always empty.
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  return { toasts: current, toast, dismiss: dismissToast };
}

const toastVariants = cva(
  "flex items-start gap-3 rounded-card border p-4 shadow-raised motion-safe:animate-fade-up data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
  {
    variants: {
      variant: {
        default: "border-line bg-surface text-ink",
        destructive: "border-danger-700 bg-danger-100 text-danger-700",
      },
    },
  },
);

export function Toaster() {
  const { toasts: items } = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          duration={item.duration}
          // Errors interrupt the screen reader; other news waits its turn.
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={toastVariants({ variant: item.variant })}
        >
          <div className="grid flex-1 gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close aria-label="Dismiss notification" className="rounded-control p-1 hover:bg-canvas">
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
