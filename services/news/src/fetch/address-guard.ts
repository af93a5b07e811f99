import ipaddr from 'ipaddr.js';
import { lookup as dnsLookup, LookupAddress, LookupOptions } from 'node:dns';

/** A fetch refused because its host is, or resolves to, a loopback, private or reserved address. */
export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
  constructor(host: string) {
    super(`refused to fetch ${host}: not a public address`);
  }
}

/** True only for globally routable unicast addresses (IPv4-mapped IPv6 is judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Keeps server-side fetches of addresses taken from outside input (article links in feeds) away
 * from internal hosts. The host is checked before connecting, and `lookup` is handed to the socket
 * so that the addresses it connects to are the very ones checked (a second DNS answer cannot
 * swap in a private address). Redirects are checked hop by hop by the caller.
 */
export class AddressGuard {
  /** `allowLoopback` is for tests, whose pages are served on 127.0.0.1; private ranges stay refused. */
  constructor(private readonly allowLoopback = false) {}

  private permitted(address: string): boolean {
    if (isPublicAddress(address)) return true;
    return (
      this.allowLoopback &&
      ipaddr.isValid(address) &&
      ipaddr.process(address).range() === 'loopback'
    );
  }

  async check(hostname: string): Promise<void> {
    const host = hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(host)) {
      if (!this.permitted(host)) throw new BlockedAddressError(host);
      return;
    }
    const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(host, { all: true }, (err, found) => (err ? reject(err) : resolve(found))),
    );
    if (addresses.length === 0 || addresses.some((a) => !this.permitted(a.address))) {
      throw new BlockedAddressError(host);
    }
  }

  /** A `lookup` for http(s).request that refuses the answers `check` refuses. */
  get lookup(): (hostname: string, options: LookupOptions, callback: LookupCallback) => void {
    return (hostname, options, callback) => {
      dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, []);
        if (addresses.length === 0 || addresses.some((a) => !this.permitted(a.address))) {
          return callback(new BlockedAddressError(hostname), []);
        }
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      });
    };
  }
}
