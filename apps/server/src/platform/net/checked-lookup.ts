import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { type Hop, refusedAddress } from './link-refusals.ts';
import type { LinkRules } from './link-rules.ts';

type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, order: 'verbatim' })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/**
 * The connection's own DNS lookup: every address a name resolves to must be public, else none is
 * used — so the address connected is the address judged (no rebinding window).
 */
export const checkedLookup =
  (resolve: Resolver, hop: Hop, { allowPrivate, judge }: LinkRules): LookupFunction =>
  (hostname, options, callback) => {
    const answer = callback as (
      error: Error | null,
      address: string | ResolvedAddress[],
      family?: number,
    ) => void;
    resolve(hostname).then(
      (found) => {
        const wanted = options.family ? found.filter((entry) => entry.family === options.family) : found;
        if (wanted.length === 0) {
          answer(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '');
          return;
        }
        if (!allowPrivate) {
          for (const { address } of found) {
            const verdict = judge(address);
            if (!verdict.allowed) {
              answer(refusedAddress(hop, address, verdict.reason, hostname), '');
              return;
            }
          }
        }
        const [first] = wanted as [ResolvedAddress];
        if (options.all) answer(null, wanted);
        else answer(null, first.address, first.family);
      },
      (error: unknown) => answer(error instanceof Error ? error : new Error(String(error)), ''),
    );
  };
