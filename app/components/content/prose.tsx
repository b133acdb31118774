import { cn } from "#app/lib/cn";

// Typography for HTML rendered from Markdown on the server (app/server/content-render.server.ts).
const proseClasses = [
  "text-lg leading-relaxed text-ink",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_:is(h2,h3)_a]:[font-weight:inherit] [&_:is(h2,h3)_a]:text-ink [&_:is(h2,h3)_a]:no-underline [&_:is(h2,h3)_a:hover]:underline",
  "[&_p]:my-5 [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1",
  "[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-900",
  "[&_strong]:font-semibold [&_hr]:my-10 [&_hr]:border-line",
  "[&_blockquote]:my-6 [&_blockquote]:rounded-r-control [&_blockquote]:border-l-4 [&_blockquote]:border-primary-600 [&_blockquote]:bg-primary-50 [&_blockquote]:px-5 [&_blockquote]:py-1",
  "[&_code]:rounded [&_code]:bg-canvas [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:my-6 [&_pre]:rounded-control [&_pre]:border [&_pre]:border-line [&_pre]:bg-canvas [&_pre]:p-4 [&_pre]:text-base [&_pre]:whitespace-pre-wrap [&_pre]:break-words [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_.table-scroll]:my-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-control [&_.table-scroll]:border [&_.table-scroll]:border-line",
  "[&_table]:w-full [&_table]:text-left [&_table]:text-sm sm:[&_table]:text-base [&_th]:bg-canvas [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_td]:border-t [&_td]:border-line [&_td]:px-3 [&_td]:py-2 [&_td]:align-top sm:[&_:is(th,td)]:px-4",
  "[&_figure]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card [&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-muted",
].join(" ");

/** Article text rendered to HTML at build time; its links are ordinary links. */
export function Prose({ html, lang, className }: { html: string; lang?: string; className?: string }) {
  return (
    <div
      lang={lang}
      className={cn(proseClasses, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered on the server from our own Markdown, with raw HTML refused
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
