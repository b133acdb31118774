/** SPEC §2: a path with the segment `highschoolentrance` shows the Chicago CPS version of a page. */
export function isCpsPath(pathname: string): boolean {
  return pathname.split("/").includes("highschoolentrance");
}
