// Names of the sections in a page's breadcrumb trail (BreadcrumbList JSON-LD),
// written in content/pages/navigation.yml.
export { breadcrumbs as breadcrumbLabels } from "#content/pages/navigation.yml";
