// Which menu link is the page being shown, computed while rendering (on the server too), so the mark is in the HTML and
// needs no script.

/** As React Router's NavLink: the link's own page, or a page under it ("/blog" for "/blog/a-post"). */
export function isCurrentPage(pathname: string, href: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  if (path === href) return true;
  return href !== "/" && path.startsWith(`${href}/`);
}

/** `aria-current="page"` for the link to the page being shown. */
export function currentPageProps(pathname: string, href: string): { "aria-current"?: "page" } {
  return isCurrentPage(pathname, href) ? { "aria-current": "page" } : {};
}
