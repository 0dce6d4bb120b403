import { ODataSyntaxError } from './errors.ts';

export type TokenKind = 'lparen' | 'rparen' | 'comma' | 'string' | 'number' | 'date' | 'datetime' | 'guid' | 'ident' | 'end';

export interface Token {
  kind: TokenKind;
  text: string;
  pos: number;
  value?: string;
}

const patterns: [TokenKind, RegExp][] = [
  ['guid', /[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![\w-])/y],
  ['datetime', /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,12})?)?(Z|[+-]\d{2}:\d{2})/y],
  ['date', /\d{4}-\d{2}-\d{2}(?![\w:])/y],
  ['number', /-?\d+(\.\d+)?([eE][+-]?\d+)?(?![\w.])/y],
  ['ident', /[A-Za-z_][A-Za-z0-9_]*/y],
];

export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i]!;
    if (ch === ' ' || ch === '\t') {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ kind: ch === '(' ? 'lparen' : ch === ')' ? 'rparen' : 'comma', text: ch, pos: i });
      i++;
      continue;
    }
    if (ch === "'") {
      const start = i;
      let value = '';
      i++;
      for (;;) {
        if (i >= input.length) throw new ODataSyntaxError('unterminated string literal', start);
        if (input[i] === "'") {
          if (input[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += input[i];
        i++;
      }
      tokens.push({ kind: 'string', text: input.slice(start, i), pos: start, value });
      continue;
    }
    const match = matchAt(input, i);
    if (!match) throw new ODataSyntaxError(`unexpected character '${ch}'`, i);
    tokens.push(match);
    i += match.text.length;
  }
  tokens.push({ kind: 'end', text: '', pos: input.length });
  return tokens;
}

function matchAt(input: string, pos: number): Token | undefined {
  for (const [kind, re] of patterns) {
    re.lastIndex = pos;
    const m = re.exec(input);
    if (m) return { kind, text: m[0], pos };
  }
  return undefined;
}
