// The OData $filter/$orderby AST: the parser (kit) produces it, translators consume it.

export type ODataLiteral =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'date'; value: string }
  | { kind: 'datetime'; value: string }
  | { kind: 'guid'; value: string };

export type ODataFunctionName = 'contains' | 'startswith' | 'endswith' | 'tolower' | 'toupper';
export type ODataComparison = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

export type ODataExpr =
  | { type: 'literal'; literal: ODataLiteral; pos: number }
  | { type: 'property'; name: string; pos: number }
  | { type: 'call'; name: ODataFunctionName; args: ODataExpr[]; pos: number }
  | { type: 'compare'; op: ODataComparison; left: ODataExpr; right: ODataExpr; pos: number }
  | { type: 'in'; left: ODataExpr; list: ODataExpr[]; pos: number }
  | { type: 'and' | 'or'; left: ODataExpr; right: ODataExpr; pos: number }
  | { type: 'not'; expr: ODataExpr; pos: number };

export interface ODataOrderBy {
  name: string;
  direction: 'asc' | 'desc';
}

export interface ODataList<T> {
  value: T[];
  '@odata.count'?: number;
}
