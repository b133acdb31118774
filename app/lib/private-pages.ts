// Pages whose address can carry a token, or that show leads: no analytics tag on them and no Referer leaves them
// (docs/decisions/036-mail-links-and-production-cookies.md).

/** True for `prefix` and everything under it, however the path's case or escapes are written. */
function isUnder(prefix: string, pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: judge the path as written.
  }
  const lower = path.toLowerCase().replace(/\/{2,}/g, "/");
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/** True for the lead inbox, /admin and everything under it (docs/decisions/037-coop-where-it-protects.md). */
export const isInboxPath = (pathname: string) => isUnder("/admin", pathname);

/** True for /admin, /newsletter and everything under them. */
export const isPrivatePath = (pathname: string) => isInboxPath(pathname) || isUnder("/newsletter", pathname);
