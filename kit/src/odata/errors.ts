/** A $filter/$orderby problem at a character position; the service answers 400 odata_invalid. */
export class ODataSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
    readonly option = '$filter',
  ) {
    super(message);
  }
}
