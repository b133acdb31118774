/* The Radix view of the toasts in toast.tsx, loaded with the first toast. */
import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { langs } from "#app/lib/lang";
import { toastView as en } from "#content/messages";
import { toastView as es } from "#content/messagesEs";
import { dismissToast, type ToastItem } from "./toast";

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

export default function ToastView({ items }: { items: readonly ToastItem[] }) {
  // The root renders the toasts outside the page's language context: <html lang> says it (a toast is browser-only).
  const words = { en, es }[langs.find((lang) => lang === document.documentElement.lang) ?? "en"];
  return (
    <ToastPrimitive.Provider label={words.label} duration={5000} swipeDirection="right" swipeThreshold={50}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          // Errors interrupt the screen reader; other news waits its turn.
          type={item.variant === "destructive" ? "foreground" : "background"}
          className={toastVariants({ variant: item.variant ?? "default" })}
        >
          <div className="grid flex-1 gap-1">
            <ToastPrimitive.Title className="font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close aria-label={words.dismiss} className="rounded-control p-1 hover:bg-canvas">
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={words.region}
        className="fixed right-0 bottom-0 z-50 flex w-full flex-col gap-2 p-4 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
