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

/** Public paths of spec section 7, matched case-insensitively as the original clients call them. */
export class RouteTable {
  private readonly routes: Compiled[];

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
  }

  match(method: string, path: string): Match | undefined {
    for (const r of this.routes) {
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
