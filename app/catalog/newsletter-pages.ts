// The newsletter's confirm and unsubscribe pages, reached from the links in
// our mails. Not in `pages`: they are rendered per request, never
// pre-rendered, listed in the sitemap or indexed. The words are in
// content/pages/newsletter.yml; the addresses stay here.
import { confirmPage as confirmWords, unsubscribePage as unsubscribeWords } from "#content/newsletter";

export const confirmPage = { ...confirmWords, path: "/newsletter/confirm" } as const;

export const unsubscribePage = { ...unsubscribeWords, path: "/newsletter/unsubscribe" } as const;
