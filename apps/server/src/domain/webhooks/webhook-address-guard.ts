import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import type { WebhookPolicy } from "./webhook-policy";

/**
 * Whether a webhook may connect to an address (docs/decisions/081). Only public unicast
 * addresses pass in production: loopback, private, link-local (169.254.169.254, the cloud
 * metadata service, is one), carrier-grade NAT (100.100.100.200, another), unique-local,
 * multicast and reserved are refused. Outside production loopback passes too, so a receiver on
 * the developer's machine can be tried.
 *
 * An IPv6 address that carries an IPv4 one is judged by the IPv4 address it reaches, whatever
 * the notation: `[::127.0.0.1]` is written `[::7f00:1]` once a url is parsed, which the
 * address library counts as ordinary unicast. Past those forms, an IPv6 address must be global
 * unicast (2000::/3), so any other form a network may translate to IPv4 is refused.
 */
export function addressAllowed(address: string, { production }: Pick<WebhookPolicy, "production">) {
  if (!ipaddr.isValid(address)) return false;
  const reached = addressReached(ipaddr.parse(address));
  if (!reached) return false;
  const range = reached.range();
  return range === "unicast" || (!production && range === "loopback");
}

/**
 * Prefixes whose last 32 bits are the IPv4 address a connection ends up at: IPv4-mapped,
 * IPv4-compatible (deprecated, still routed by some stacks), IPv4-translated (SIIT) and NAT64's
 * well-known prefix, which a DNS64 resolver gives a public IPv4 host on an IPv6-only network.
 */
const ipv4Embedding = [
  ipaddr.parseCIDR("::ffff:0:0/96"),
  ipaddr.parseCIDR("::/96"),
  ipaddr.parseCIDR("::ffff:0:0:0/96"),
  ipaddr.parseCIDR("64:ff9b::/96"),
];
/**
 * Every IPv6 address the internet routes. Outside it are, among others, NAT64's local-use
 * prefix (64:ff9b:1::/48), whose IPv4 address sits where its operator chose, and the discard
 * prefix; within it, 6to4 (2002::/16) and Teredo (2001::/32) tunnels are ranges of their own,
 * which `range()` does not call unicast.
 */
const globalUnicast = ipaddr.parseCIDR("2000::/3");

/**
 * The address a connection reaches: the IPv4 one an IPv6 address embeds, or null for an IPv6
 * address outside global unicast, which may embed one where nobody can check it.
 */
function addressReached(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (address.kind() === "ipv4") return address;
  const ipv6 = address as ipaddr.IPv6;
  const range = ipv6.range();
  // :: and ::1 lie within ::/96 but are IPv6's own unspecified and loopback addresses.
  if (range === "unspecified" || range === "loopback") return ipv6;
  if (ipv4Embedding.some((prefix) => ipv6.match(prefix))) {
    const [high = 0, low = 0] = ipv6.parts.slice(6);
    return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  }
  return ipv6.match(globalUnicast) ? ipv6 : null;
}

/** Whether the operator named this host as one webhooks may reach whatever its address. */
export function hostAllowedByOperator(hostname: string, { allowedHosts }: WebhookPolicy) {
  const host = hostname.toLowerCase();
  return allowedHosts.some((allowed) => allowed.toLowerCase() === host);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for `http.request` that resolves the host and refuses it when any of its
 * addresses is refused, so the connection goes to an address that was checked: a name that
 * resolves to a public address when saved and a private one when sent cannot slip through.
 */
export function guardedLookup(policy: WebhookPolicy): LookupFunction {
  return (hostname: string, options: LookupOptions, done: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return done(error, []);
      const refused = addresses.find(({ address }) => !addressAllowed(address, policy));
      if (refused || addresses.length === 0) {
        const reason = refused ? `resolves to ${refused.address}` : "has no address";
        return done(refusedHostError(`${hostname} ${reason}, which webhooks may not reach`), []);
      }
      if (options.all) return done(null, addresses);
      const [first] = addresses as [LookupAddress];
      done(null, first.address, first.family);
    });
  };
}

/** Refuses an address written into the url itself, which no lookup sees. */
export function checkLiteralAddress(hostname: string, policy: WebhookPolicy) {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  if (isIP(bare) && !hostAllowedByOperator(bare, policy) && !addressAllowed(bare, policy)) {
    throw refusedHostError(`${bare} is an address webhooks may not reach`);
  }
}

function refusedHostError(message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(message), { code: "WEBHOOK_ADDRESS_REFUSED" });
}
