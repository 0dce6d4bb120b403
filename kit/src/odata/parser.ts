import type { ODataComparison, ODataExpr, ODataFunctionName, ODataLiteral, ODataOrderBy } from '@takt/proto';
import { ODataSyntaxError } from './errors.ts';
import { tokenize, type Token } from './lexer.ts';

const COMPARISONS = new Set<ODataComparison>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const FUNCTIONS: Record<ODataFunctionName, number> = { contains: 2, startswith: 2, endswith: 2, tolower: 1, toupper: 1 };
const MAX_DEPTH = 50;

/** Parses the OData 4.01 $filter subset of reference/odata (no arithmetic, lambdas or paths). */
export function parseFilter(input: string): ODataExpr {
  const p = new Parser(tokenize(input));
  const expr = p.or(0);
  p.expectEnd();
  return expr;
}

export function parseOrderBy(input: string): ODataOrderBy[] {
  return input.split(',').map((part) => {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+(asc|desc))?\s*$/.exec(part);
    if (!m) throw new ODataSyntaxError(`invalid $orderby item '${part.trim()}'`, input.indexOf(part), '$orderby');
    return { name: m[1]!, direction: (m[2] ?? 'asc') as 'asc' | 'desc' };
  });
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.i]!;
  }
  private next(): Token {
    return this.tokens[this.i++]!;
  }
  private isWord(word: string): boolean {
    const t = this.peek();
    return t.kind === 'ident' && t.text === word;
  }
  private expect(kind: Token['kind'], what: string): Token {
    const t = this.next();
    if (t.kind !== kind) throw new ODataSyntaxError(`expected ${what}`, t.pos);
    return t;
  }
  expectEnd(): void {
    const t = this.peek();
    if (t.kind !== 'end') throw new ODataSyntaxError(`unexpected '${t.text}'`, t.pos);
  }

  or(depth: number): ODataExpr {
    let left = this.and(depth);
    while (this.isWord('or')) {
      const pos = this.next().pos;
      left = { type: 'or', left, right: this.and(depth), pos };
    }
    return left;
  }

  private and(depth: number): ODataExpr {
    let left = this.unary(depth);
    while (this.isWord('and')) {
      const pos = this.next().pos;
      left = { type: 'and', left, right: this.unary(depth), pos };
    }
    return left;
  }

  private unary(depth: number): ODataExpr {
    if (depth > MAX_DEPTH) throw new ODataSyntaxError('expression nests too deeply', this.peek().pos);
    if (this.isWord('not')) {
      const pos = this.next().pos;
      return { type: 'not', expr: this.unary(depth + 1), pos };
    }
    return this.comparison(depth);
  }

  private comparison(depth: number): ODataExpr {
    const left = this.primary(depth);
    const t = this.peek();
    if (t.kind === 'ident' && COMPARISONS.has(t.text as ODataComparison)) {
      this.next();
      return { type: 'compare', op: t.text as ODataComparison, left, right: this.primary(depth), pos: t.pos };
    }
    if (t.kind === 'ident' && t.text === 'in') {
      this.next();
      this.expect('lparen', "'(' after in");
      const list = [this.primary(depth)];
      while (this.peek().kind === 'comma') {
        this.next();
        list.push(this.primary(depth));
      }
      this.expect('rparen', "')' closing the in list");
      return { type: 'in', left, list, pos: t.pos };
    }
    return left;
  }

  private primary(depth: number): ODataExpr {
    const t = this.next();
    switch (t.kind) {
      case 'lparen': {
        const inner = this.or(depth + 1);
        this.expect('rparen', "')'");
        return inner;
      }
      case 'string':
        return lit({ kind: 'string', value: t.value! }, t.pos);
      case 'number':
        return lit({ kind: 'number', value: Number(t.text) }, t.pos);
      case 'date':
        return lit({ kind: 'date', value: t.text }, t.pos);
      case 'datetime':
        return lit({ kind: 'datetime', value: t.text }, t.pos);
      case 'guid':
        return lit({ kind: 'guid', value: t.text.toLowerCase() }, t.pos);
      case 'ident':
        return this.identifier(t, depth);
      default:
        throw new ODataSyntaxError(t.kind === 'end' ? 'unexpected end of expression' : `unexpected '${t.text}'`, t.pos);
    }
  }

  private identifier(t: Token, depth: number): ODataExpr {
    if (t.text === 'true' || t.text === 'false') return lit({ kind: 'boolean', value: t.text === 'true' }, t.pos);
    if (t.text === 'null') return lit({ kind: 'null' }, t.pos);
    if (this.peek().kind !== 'lparen') return { type: 'property', name: t.text, pos: t.pos };
    const arity = FUNCTIONS[t.text as ODataFunctionName];
    if (arity === undefined) throw new ODataSyntaxError(`unsupported function '${t.text}'`, t.pos);
    this.next();
    const args: ODataExpr[] = [this.or(depth + 1)];
    while (this.peek().kind === 'comma') {
      this.next();
      args.push(this.or(depth + 1));
    }
    this.expect('rparen', `')' closing ${t.text}(`);
    if (args.length !== arity) throw new ODataSyntaxError(`${t.text} takes ${arity} argument(s)`, t.pos);
    return { type: 'call', name: t.text as ODataFunctionName, args, pos: t.pos };
  }
}

function lit(literal: ODataLiteral, pos: number): ODataExpr {
  return { type: 'literal', literal, pos };
}
