// @vitest-environment node
import type { ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import { badRequest as badRequestPage } from "#content/pages";
import { badRequestHtml, checkPath, crossSitePostPaths, isValidHost, methodTable } from "./edge.server";

describe("checkPath", () => {
  test.each(["/", "/pricing", "/blog/", "/exams/gre?utm_source=x", "/resources-korean", "/%ED%95%9C", "/a.b/c..d"])(
    "%s is canonical",
    (target) => {
      expect(checkPath(target)).toEqual({ kind: "ok" });
    },
  );

  test.each([
    ["/blog/%2e%2e/pricing", "/pricing"],
    ["/blog/../pricing", "/pricing"],
    ["/./pricing", "/pricing"],
    ["/blog/%2E/x", "/blog/x"],
    ["//pricing", "/pricing"],
    ["/exams//gre?x=1", "/exams/gre?x=1"],
    ["/../../etc/passwd", "/etc/passwd"],
    ["//evil.example/", "/evil.example/"],
    ["//\\evil.example", "/%5Cevil.example"],
  ])("%s redirects to %s", (target, location) => {
    expect(checkPath(target)).toEqual({ kind: "redirect", location });
  });

  test.each(["/%E0%A4%A", "/assets/%", "/%zz", "/a%00b", "/blog/%0d", "/a%0A", "/%7f", "pricing", "*"])(
    "%s is bad",
    (target) => {
      expect(checkPath(target)).toEqual({ kind: "bad" });
    },
  );
});

describe("isValidHost", () => {
  test.each(["localhost", "localhost:3000", "examwise.example", "www.examwise.example.", "127.0.0.1:80", "[::1]:3000"])(
    "%s is a host",
    (host) => expect(isValidHost(host)).toBe(true),
  );
  test.each([undefined, "", "a%zz", "[::1", "exa mple", "host:99999", "a/b", "-lead.example", "x".repeat(300)])(
    "%s is not",
    (host) => expect(isValidHost(host)).toBe(false),
  );
});

describe("methodTable", () => {
  const route = (id: string, path: string | undefined, module: object, extra: object = {}) => ({
    [id]: { id, path, parentId: id === "root" ? undefined : "root", module, ...extra },
  });
  const build = {
    routes: {
      ...route("root", "", { default: () => null }),
      ...route("home", undefined, { default: () => null }, { index: true }),
      ...route("pricing", "pricing", { default: () => null, loader: () => null }),
      ...route("contact", "contact", { default: () => null, loader: () => null, action: () => null }),
      ...route("exam", "exams/:exam", { default: () => null, loader: () => null }),
      ...route("send", "api/email/sendContact", { loader: () => null, action: () => null }),
      ...route("templates", "api/templates", { loader: () => null }),
      ...route("not-found", "*", { default: () => null, loader: () => null }),
    },
  } as unknown as ServerBuild;
  const methods = methodTable(build, ["/api/health"]);

  test("pages answer GET and HEAD, and POST when they have an action", () => {
    expect(methods("/")).toEqual(["GET", "HEAD"]);
    expect(methods("/pricing/")).toEqual(["GET", "HEAD"]);
    expect(methods("/exams/gre")).toEqual(["GET", "HEAD"]);
    expect(methods("/contact")).toEqual(["GET", "HEAD", "POST"]);
    expect(methods("/contact.data")).toEqual(["GET", "HEAD", "POST"]);
  });

  test("endpoints with an action take POST only; the others GET and HEAD", () => {
    expect(methods("/api/email/sendContact")).toEqual(["POST"]);
    expect(methods("/api/templates")).toEqual(["GET", "HEAD"]);
    expect(methods("/api/health")).toEqual(["GET", "HEAD"]);
  });

  test("a path only the catch-all route matches has no methods", () => {
    expect(methods("/api/unknown")).toBeNull();
    expect(methods("/api/email/sendContact/extra")).toBeNull();
    expect(methods("/no-such-page")).toBeNull();
  });
});

test("only the newsletter's unsubscribe page takes posts from other sites, by its exact path", () => {
  expect([...crossSitePostPaths]).toEqual(["/newsletter/unsubscribe"]);
  expect(crossSitePostPaths.has("/newsletter/unsubscribe/")).toBe(false);
  expect(crossSitePostPaths.has("/newsletter/confirm")).toBe(false);
});

test("the bad-request page has the site's words, one h1, a main landmark and no script", () => {
  const html = badRequestHtml(400);
  expect(html).toContain(`<h1>${badRequestPage.heading}</h1>`);
  expect(html.match(/<h1/g)).toHaveLength(1);
  expect(html).toContain("<main>");
  expect(html).toContain('lang="en"');
  expect(html).not.toContain("<script");
});
