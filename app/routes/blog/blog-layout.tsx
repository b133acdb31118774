// The editorial pages (blog, hubs, guides, resources). While a visitor's click
// on an article waits for the article's code and data, a placeholder shows
// where the article will appear (React Router discovers and loads route code lazily).
import { useEffect } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { blogLabels } from "#app/catalog/content-labels";
import { ArticleSkeleton } from "#app/components/sections/article-skeleton";
import { isArticlePath } from "#app/lib/content-paths";

export default function BlogLayout() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.location;
  const loadingArticle =
    navigation.state === "loading" &&
    target !== undefined &&
    target.pathname !== location.pathname &&
    isArticlePath(target.pathname);

  useEffect(() => {
    if (loadingArticle) window.scrollTo({ top: 0 });
  }, [loadingArticle]);

  return loadingArticle ? <ArticleSkeleton label={blogLabels.loading} /> : <Outlet />;
}
