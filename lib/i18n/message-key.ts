import type { MessageKeys, NestedKeyOf } from 'next-intl';

/**
 * Whether `key` names a message inside `messages` (a part of the typed messages), checked against the
 * messages themselves. For keys built from values the types cannot follow (a field name from a form's
 * spec, an error code the server sent): once it passes, the translator accepts the key without a cast.
 */
export function isMessageKey<M extends object>(
  messages: M,
  key: string,
): key is MessageKeys<M, NestedKeyOf<M>> {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return false;
    node = Reflect.get(node, part);
  }
  // A message is a string, or an array once compiled (lib/i18n/messages.ts); an object is a namespace.
  return typeof node === 'string' || Array.isArray(node);
}
