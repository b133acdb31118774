// The lead inbox at /admin: its addresses, and its words (content/pages/admin.yml) with their blanks filled in.
import { fillIn } from "#app/lib/fill-in";
import * as words from "#content/admin";

export const adminPaths = {
  overview: "/admin",
  signIn: "/admin/sign-in",
  verify: "/admin/sign-in/verify",
  signOut: "/admin/sign-out",
  messages: "/admin/messages",
  messagesCsv: "/admin/messages.csv",
  message: (id: string) => `/admin/messages/${id}`,
  forget: "/admin/forget",
  subscribers: "/admin/subscribers",
  audit: "/admin/audit",
} as const;

/** A count in words: `{count} message` for one, `{count} messages` for more. */
const counted = ({ one, other }: { one: string; other: string }, count: number) =>
  fillIn(count === 1 ? one : other, { count });

export const adminWords = {
  ...words,
  messages: {
    ...words.messages,
    page: (page: number, pages: number) => fillIn(words.messages.page, { page, pages }),
    total: (count: number) => counted(words.messages.total, count),
  },
  charts: { ...words.charts, scale: (top: number) => fillIn(words.charts.scale, { top }) },
  forget: {
    ...words.forget,
    ask: (email: string) => fillIn(words.forget.ask, { email }),
    done: (messages: number, subscriptions: number) =>
      fillIn(words.forget.done, {
        messages: counted(words.forget.messages, messages),
        subscriptions: counted(words.forget.subscriptions, subscriptions),
      }),
  },
};
