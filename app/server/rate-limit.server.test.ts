import { expect, test } from "vitest";
import { clientKey } from "./rate-limit.server";

test("an IPv4 address is its own key", () => {
  expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("203.0.113.8")).toBe("203.0.113.8");
});

test("an IPv6 address counts by its /64: every address of a subscriber's prefix is one client", () => {
  expect(clientKey("2001:db8:1:2:3:4:5:6")).toBe("2001:0db8:0001:0002::/64");
  expect(clientKey("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:0db8:0001:0002::/64");
  expect(clientKey("2001:db8:1:3::1")).toBe("2001:0db8:0001:0003::/64");
});

test("IPv6 spellings of one prefix give one key: `::` expanded, case and leading zeros ignored, zone dropped", () => {
  const key = "2001:0db8:0000:0000::/64";
  expect(clientKey("2001:db8::1")).toBe(key);
  expect(clientKey("2001:DB8:0:0:0:0:0:1")).toBe(key);
  expect(clientKey("2001:0DB8:0000:0000:abcd::")).toBe(key);
  expect(clientKey("2001:db8::")).toBe(key);
  expect(clientKey("fe80::1%eth0")).toBe("fe80:0000:0000:0000::/64");
  expect(clientKey("::1")).toBe("0000:0000:0000:0000::/64");
  expect(clientKey("::")).toBe("0000:0000:0000:0000::/64");
});

test("an IPv4-mapped IPv6 address counts as the IPv4 address", () => {
  expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
});

test("an IPv4 address embedded elsewhere in IPv6 stays IPv6", () => {
  expect(clientKey("64:ff9b::203.0.113.7")).toBe("0064:ff9b:0000:0000::/64");
});

test("what is not an address is its own key", () => {
  expect(clientKey("unknown")).toBe("unknown");
  expect(clientKey("")).toBe("");
  expect(clientKey("1.2.3")).toBe("1.2.3");
});

test("a port left on a forwarded address is dropped: each connection of one client is the same client", () => {
  expect(clientKey("198.51.100.7:51234")).toBe("198.51.100.7");
  expect(clientKey("198.51.100.7:51235")).toBe("198.51.100.7");
  expect(clientKey("[2001:db8::1]:443")).toBe("2001:0db8:0000:0000::/64");
  expect(clientKey("[2001:db8::ffff]:51234")).toBe("2001:0db8:0000:0000::/64");
  expect(clientKey("[2001:db8::1]")).toBe("2001:0db8:0000:0000::/64");
  expect(clientKey("[::ffff:198.51.100.7]:80")).toBe("198.51.100.7");
});

test("a bare IPv6 address keeps its last group, and what only looks like a port stays as sent", () => {
  expect(clientKey("2001:db8:1:2::443")).toBe("2001:0db8:0001:0002::/64");
  expect(clientKey("198.51.100.7:port")).toBe("198.51.100.7:port");
  expect(clientKey("198.51.100.7:123456")).toBe("198.51.100.7:123456");
  expect(clientKey("[2001:db8::1]x")).toBe("[2001:db8::1]x");
  expect(clientKey("unknown:80")).toBe("unknown:80");
});
