/* The Radix view of the toasts in toast.tsx, loaded with the first toast. */
import { cva } from "class-variance-authority";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useWords } from "#app/lib/lang";
import { toasts as en } from "#content/navigation";
import { toasts as es } from "#content/navigationEs";
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
  const words = useWords({ en, es });
  return (
    <ToastPrimitive.Provider label={words.notification} duration={5000} swipeDirection="right" swipeThreshold={50}>
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
          <ToastPrimitive.Close aria-label={words.close} className="rounded-control p-1 hover:bg-canvas">
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
