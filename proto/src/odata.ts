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

export type ODataFieldType = 'string' | 'number' | 'boolean' | 'uuid' | 'date' | 'datetime';

export interface ODataField {
  type: ODataFieldType;
  /** The service's storage name when it differs from the public name; 'relation.field' reads a to-one relation's field. */
  column?: string;
  /** false keeps a field out of $filter/$orderby (still selectable). */
  queryable?: boolean;
}

/** The fields a list exposes to OData, keyed by public camelCase name. */
export type ODataFields = Record<string, ODataField>;

/**
 * An OData list as pure data on its contract: which fields filter and sort, the order without
 * $orderby and the page size without $top. Services, the OpenAPI document and the web grid read it.
 */
export interface ODataResource {
  fields: ODataFields;
  defaultOrder: readonly ODataOrderBy[];
  defaultTop?: number;
}
