import { expect, test, vi } from "vitest";
import { EnvError } from "#app/lib/env-schema";
import { readServerEnv } from "./env.server";
import { forwardedForWarning, trustProxyRule } from "./trust-proxy.server";

test("TRUST_PROXY is a number of proxies from 0 to 10, 0 when unset", () => {
  expect(readServerEnv({}).TRUST_PROXY).toBe(0);
  expect(readServerEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  expect(readServerEnv({ TRUST_PROXY: " 10 " }).TRUST_PROXY).toBe(10);
});

test("TRUST_PROXY may list the proxies' addresses and subnets instead, as Express's `trust proxy` takes them", () => {
  expect(readServerEnv({ TRUST_PROXY: "10.0.0.1" }).TRUST_PROXY).toEqual(["10.0.0.1"]);
  expect(readServerEnv({ TRUST_PROXY: "10.0.0.0/8, 192.168.0.0/255.255.0.0,2001:db8::/32" }).TRUST_PROXY).toEqual([
    "10.0.0.0/8",
    "192.168.0.0/255.255.0.0",
    "2001:db8::/32",
  ]);
  expect(readServerEnv({ TRUST_PROXY: "loopback, uniquelocal" }).TRUST_PROXY).toEqual(["loopback", "uniquelocal"]);
});

test("anything else stops the server with the rule", () => {
  for (const value of [
    "11",
    "-1",
    "yes",
    "10.0.0.0/33",
    "10.0.0.1,",
    "10.0.0.1/8/8",
    "2001:db8::/129",
    // Express itself refuses a zero-length prefix (trust everyone).
    "0.0.0.0/0",
    "example.com",
  ]) {
    expect(() => readServerEnv({ TRUST_PROXY: value }), value).toThrow(EnvError);
    expect(() => readServerEnv({ TRUST_PROXY: value }), value).toThrow(`TRUST_PROXY ${trustProxyRule}`);
  }
});

test("X-Forwarded-For reaching a server told of no proxy is logged once per process", () => {
  const log = { warn: vi.fn() };
  const note = forwardedForWarning(log);
  note({ host: "examwise.example" });
  expect(log.warn).not.toHaveBeenCalled();
  note({ "x-forwarded-for": "198.51.100.7" });
  note({ "x-forwarded-for": "198.51.100.8" });
  expect(log.warn).toHaveBeenCalledTimes(1);
  expect(log.warn.mock.calls[0]?.[0]).toContain("TRUST_PROXY=0");
});
