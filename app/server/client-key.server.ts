// The rate limit's key for a client address.
import { isIPv4, isIPv6 } from "node:net";
import ipaddr from "ipaddr.js";

export const portNumber = /^\d{1,5}$/;

/** `198.51.100.7:51234` → `198.51.100.7`; `[2001:db8::1]:443` → `2001:db8::1`; a bare IPv6 keeps its last group. */
function withoutPort(address: string): string {
  if (address.startsWith("[")) {
    const end = address.indexOf("]");
    const rest = address.slice(end + 1);
    if (end > 0 && (rest === "" || (rest.startsWith(":") && portNumber.test(rest.slice(1))))) {
      return address.slice(1, end);
    }
    return address;
  }
  const colon = address.indexOf(":");
  if (colon === -1 || colon !== address.lastIndexOf(":")) return address;
  const host = address.slice(0, colon);
  return isIPv4(host) && portNumber.test(address.slice(colon + 1)) ? host : address;
}

/** An IPv4 address without its port; an IPv6 one as its /64 (`2001:0db8:0000:0000::/64`); else the string itself. */
export function clientKey(address: string): string {
  const trimmed = withoutPort(address.trim());
  if (isIPv4(trimmed)) return trimmed;
  const bare = trimmed.split("%")[0] ?? "";
  if (!isIPv6(bare)) return trimmed;
  const ip = ipaddr.IPv6.parse(bare);
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().toString();
  return `${ip.parts
    .slice(0, 4)
    .map((group) => group.toString(16).padStart(4, "0"))
    .join(":")}::/64`;
}
