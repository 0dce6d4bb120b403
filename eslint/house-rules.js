/**
 * A route handler (`r.handle(contract, fn)`) or event consumer (`on(event, fn)`) only hands its
 * input to one operation and shapes the answer. Counting statements, nested callbacks included,
 * keeps the work out of the edge: an inline transaction of ten lines counts as ten, not one.
 */
const countStatements = (node) => {
  if (!node || typeof node.type !== 'string') return 0;
  let n = /Statement$|Declaration$/.test(node.type) && node.type !== 'BlockStatement' ? 1 : 0;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) for (const child of value) n += countStatements(child);
    else if (value && typeof value.type === 'string') n += countStatements(value);
  }
  return n;
};

const isHandlerCall = (callee) =>
  (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && callee.property.name === 'handle') ||
  (callee.type === 'Identifier' && callee.name === 'on');

export const shortHandlers = {
  meta: {
    type: 'suggestion',
    schema: [{ type: 'object', properties: { max: { type: 'integer' } }, additionalProperties: false }],
    messages: {
      tooLong: 'This handler has {{count}} statements (at most {{max}}): move the work into an operation (src/operations/).',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 5;
    return {
      CallExpression(node) {
        if (!isHandlerCall(node.callee)) return;
        const fn = node.arguments[node.arguments.length - 1];
        if (!fn || (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression')) return;
        const count = fn.body.type === 'BlockStatement' ? countStatements(fn.body) : 1 + countStatements(fn.body);
        if (count > max) context.report({ node: fn, messageId: 'tooLong', data: { count, max } });
      },
    };
  },
};

export const houseRules = { rules: { 'short-handlers': shortHandlers } };
