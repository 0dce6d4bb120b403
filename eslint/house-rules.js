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

/**
 * Settings are read once at start (kit/src/config.ts) and handed down typed: `process.env` is
 * refused everywhere else, and with `{ source: false }` so is `settingsSource()`, the one way to
 * the raw environment that entry points and test environments use.
 */
export const settingsAtStart = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { source: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      processEnv:
        "No process.env here: declare the setting in a settings schema (kit's, the gateway's or the service's settings.ts) and take it from deps.settings / config.",
      source: 'No settingsSource() below the entry point: take the setting from deps.settings / config, parsed at start.',
    },
  },
  create(context) {
    const sourceAllowed = context.options[0]?.source ?? true;
    const isProcess = (node) => node?.type === 'Identifier' && node.name === 'process';
    const isEnvKey = (node, computed) =>
      (!computed && node.type === 'Identifier' && node.name === 'env') || (computed && node.type === 'Literal' && node.value === 'env');
    return {
      MemberExpression(node) {
        if (isProcess(node.object) && isEnvKey(node.property, node.computed)) context.report({ node, messageId: 'processEnv' });
      },
      VariableDeclarator(node) {
        if (!isProcess(node.init) || node.id.type !== 'ObjectPattern') return;
        if (node.id.properties.some((p) => p.type === 'Property' && isEnvKey(p.key, p.computed)))
          context.report({ node, messageId: 'processEnv' });
      },
      CallExpression(node) {
        if (!sourceAllowed && node.callee.type === 'Identifier' && node.callee.name === 'settingsSource')
          context.report({ node, messageId: 'source' });
      },
    };
  },
};

export const houseRules = { rules: { 'short-handlers': shortHandlers, 'settings-at-start': settingsAtStart } };
