import type { HttpMethod, RouteContract } from '@takt/proto';

export interface Match {
  contract: RouteContract;
  params: Record<string, string>;
}

interface Compiled {
  contract: RouteContract;
  regex: RegExp;
  names: string[];
}

/** Method and the first two path segments, lower-cased: the bucket a request looks in. */
const bucketKey = (method: string, path: string) => `${method.toUpperCase()} ${path.split('/', 3).join('/').toLowerCase()}`;
const leadsStatic = (path: string) => path.split('/', 3).every((seg) => !seg.startsWith(':'));

/** Public paths of spec section 7, matched case-insensitively as the original clients call them. */
export class RouteTable {
  private readonly routes: Compiled[];
  // Every request would otherwise try the regexes of all contracts in turn (tens of µs each).
  private readonly buckets = new Map<string, Compiled[]>();
  private readonly loose: Compiled[];

  constructor(contracts: readonly RouteContract[]) {
    // Static segments win over parameters: '/a/download/:id' before '/a/:id'.
    this.routes = [...contracts]
      .sort((a, b) => staticWeight(b.path) - staticWeight(a.path))
      .map((contract) => {
        const names: string[] = [];
        const pattern = contract.path
          .split('/')
          .map((seg) => {
            if (seg.startsWith(':')) {
              names.push(seg.slice(1));
              return '([^/]+)';
            }
            return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          })
          .join('/');
        return { contract, names, regex: new RegExp(`^${pattern}/?$`, 'i') };
      });
    for (const r of this.routes.filter((r) => leadsStatic(r.contract.path))) {
      const key = bucketKey(r.contract.method, r.contract.path);
      this.buckets.set(key, [...(this.buckets.get(key) ?? []), r]);
    }
    this.loose = this.routes.filter((r) => !leadsStatic(r.contract.path));
  }

  match(method: string, path: string): Match | undefined {
    for (const r of [...(this.buckets.get(bucketKey(method, path)) ?? []), ...this.loose]) {
      if (r.contract.method !== (method.toUpperCase() as HttpMethod)) continue;
      const m = r.regex.exec(path);
      if (m) return { contract: r.contract, params: Object.fromEntries(r.names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
    }
    return undefined;
  }

  /** Whether any method serves this path (405 rather than 404). */
  knows(path: string): boolean {
    return this.routes.some((r) => r.regex.test(path));
  }

  all(): RouteContract[] {
    return this.routes.map((r) => r.contract);
  }
}

function staticWeight(path: string): number {
  return path.split('/').filter((s) => s && !s.startsWith(':')).length * 10 - path.split('/').filter((s) => s.startsWith(':')).length;
}
