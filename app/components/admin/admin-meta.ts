import { adminWords } from "#app/catalog/admin/admin";

/** The tags of every /admin page: its title, and never indexed. */
export function adminMeta() {
  return [
    { title: adminWords.title },
    { name: "description", content: adminWords.description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
