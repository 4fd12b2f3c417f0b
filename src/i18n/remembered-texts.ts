import type { i18n } from 'i18next';

type Options = Record<string, unknown>;

/**
 * Texts already resolved, per resource store: by scope, key and options. Keyed by the store,
 * which is what a text depends on, so instances over one store (i18next's cloneInstance) share
 * them.
 */
const rememberedTexts = new WeakMap<i18n['store'], Map<string, string>>();

function textsOf(instance: i18n): Map<string, string> {
  let texts = rememberedTexts.get(instance.store);
  if (!texts) {
    const created = new Map<string, string>();
    // A text depends on the store alone (the options and post-processors are fixed at init),
    // so new or removed bundles are the only reason to resolve it again.
    const forget = () => created.clear();
    instance.store.on('added', forget);
    instance.store.on('removed', forget);
    rememberedTexts.set(instance.store, created);
    texts = created;
  }
  return texts;
}

/**
 * Where a call can be remembered, the text it names: its key and, when it has options, their
 * values. Options holding objects or functions are not remembered; nor are keys that are not
 * strings (fallback lists, selectors).
 */
function callId(key: unknown, options: unknown): string | undefined {
  if (typeof key !== 'string') return undefined;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return undefined;
  let id = key;
  for (const [name, value] of Object.entries(options as Options)) {
    if (typeof value === 'object' || typeof value === 'function') return undefined;
    id += `\u0000${name}\u0000${typeof value}:${String(value)}`;
  }
  return id;
}

/**
 * `t`, resolving each text once per store and `scope` (the language and namespaces `t` is
 * fixed to). A page asks for the same texts many times: the payload listing makes about 1,000
 * calls for about 350 different texts, as every card renders the same labels. Each call
 * through i18next copies its options, finds the key, interpolates, nests and post-processes;
 * on that listing it took about a quarter of the CPU time React spent hydrating it
 * (docs/decisions/022). Results that are not strings (returnObjects) are returned as i18next
 * gives them each time, since a caller could change them.
 */
export function rememberTexts<T>(instance: i18n, scope: string, t: T): T {
  const texts = textsOf(instance);
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const remembered = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const id = rest.length === 0 ? callId(key, options) : undefined;
    if (id === undefined) return translate(key, options, ...rest);
    const scoped = `${scope}\u0001${id}`;
    const known = texts.get(scoped);
    if (known !== undefined) return known;
    const text = translate(key, options);
    if (typeof text === 'string') texts.set(scoped, text);
    return text;
  };
  return remembered as unknown as T;
}
