import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import type { WebhookPolicy } from "./webhook-policy";

/**
 * Whether a webhook may connect to an address (docs/decisions/081). Only public unicast
 * addresses pass in production: loopback, private, link-local (169.254.169.254, the cloud
 * metadata service, is one), carrier-grade NAT (100.100.100.200, another), unique-local,
 * multicast, reserved and the IPv6 forms that embed an IPv4 address are refused. Outside
 * production loopback passes too, so a receiver on the developer's machine can be tried.
 */
export function addressAllowed(address: string, { production }: Pick<WebhookPolicy, "production">) {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  return range === "unicast" || (!production && range === "loopback");
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
