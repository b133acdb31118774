// The newsletter's confirm and unsubscribe pages (rendered per request, never pre-rendered or indexed).
import { confirmPage as confirmWords, unsubscribePage as unsubscribeWords } from "#content/newsletter";

export const confirmPage = { ...confirmWords, path: "/newsletter/confirm" } as const;

export const unsubscribePage = { ...unsubscribeWords, path: "/newsletter/unsubscribe" } as const;
