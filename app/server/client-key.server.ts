// The rate limit's key for a client address.
import { isIPv4, isIPv6 } from "node:net";

/** A port number, as written after an address. */
export const portNumber = /^\d{1,5}$/;

/**
 * `198.51.100.7:51234` → `198.51.100.7`; `[2001:db8::1]:443` and `[2001:db8::1]` → `2001:db8::1`. A bare IPv6 address
 * keeps its last group: without brackets it is not a port.
 */
export function withoutPort(address: string): string {
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

/** The eight 16-bit groups of an IPv6 address (zone removed), or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.split("%")[0] ?? "";
  if (!isIPv6(bare)) return undefined;
  const [head = "", tail] = bare.toLowerCase().split("::");
  const parse = (part: string): number[] => {
    if (part === "") return [];
    return part.split(":").flatMap((group) => {
      if (!group.includes(".")) return [Number.parseInt(group, 16)];
      // A trailing dotted IPv4 part is the last two groups.
      const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}

/**
 * `203.0.113.7` and `203.0.113.7:51234` → `203.0.113.7`; `2001:DB8::1` and `[2001:db8::1]:443` →
 * `2001:0db8:0000:0000::/64`; `::ffff:203.0.113.7` → `203.0.113.7`. Anything else (e.g.
 */
export function clientKey(address: string): string {
  const trimmed = withoutPort(address.trim());
  if (isIPv4(trimmed)) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed;
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  const prefix = groups.slice(0, 4).map((group) => group.toString(16).padStart(4, "0"));
  return `${prefix.join(":")}::/64`;
}
