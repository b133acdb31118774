// Records a landing page view (and the campaign event when the visit has a
// full campaign) once the page has loaded in the browser (SPEC §2, §7).
import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackLandingPage } from "./analytics";

export function useLandingPageView(page: string): void {
  const { search } = useLocation();
  // Only the first render of the page counts; a later change of query string is not a new landing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` is read once, on load
  useEffect(() => {
    trackLandingPage(page, search);
  }, [page]);
}
