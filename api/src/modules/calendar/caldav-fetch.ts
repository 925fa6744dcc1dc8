import { lookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";
import { Agent, buildConnector, fetch as undiciFetch } from "undici";

/** A calendar server address that is not on the public internet (loopback, private, link-local, ...), refused. */
export class PrivateAddressError extends Error {
  readonly code = "PRIVATE_ADDRESS";
}

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv6");

/** Whether an IP address is one a server on the internet should never be asked to reach (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, "ipv4");
  return PRIVATE.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

type Fetch = typeof globalThis.fetch;

/**
 * The fetch every CalDAV request goes through. Unless private hosts are allowed, it connects only to public addresses:
 * the check runs on the addresses the connection itself uses (after DNS, on every redirect), so a name that resolves
 * to an internal address, or re-resolves to one later, is refused. Slow or huge answers are cut.
 */
export function createCalDavFetch({ allowPrivate }: { allowPrivate: boolean }): { fetch: Fetch; close(): Promise<void> } {
  const refuse = (host: string) => new PrivateAddressError(`${host} is a private network address`);
  const guardedLookup = (
    hostname: string,
    options: LookupOptions,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      if (!allowPrivate && addresses.some((entry) => isPrivateAddress(entry.address))) return callback(refuse(hostname), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
      callback(null, first.address, first.family);
    });
  };
  const connect = buildConnector({ lookup: guardedLookup as never, timeout: 10_000 });
  const agent = new Agent({
    connect: (options, callback) => {
      // A literal address skips the lookup: check it here.
      const host = options.hostname.replace(/^\[|\]$/g, "");
      if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return callback(refuse(host), null);
      connect(options, callback);
    },
    headersTimeout: 20_000,
    bodyTimeout: 30_000,
    maxResponseSize: 20 * 1024 * 1024,
  });
  const guardedFetch = ((input: Parameters<Fetch>[0], init?: Parameters<Fetch>[1]) =>
    undiciFetch(input as never, {
      ...(init as object),
      dispatcher: agent,
      signal: init?.signal ?? AbortSignal.timeout(60_000),
    })) as unknown as Fetch;
  return { fetch: guardedFetch, close: () => agent.close() };
}
