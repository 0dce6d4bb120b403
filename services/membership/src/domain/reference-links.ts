import { REFERENCE_LINK_KIND_NAMES, type ReferenceLinkKind } from '@takt/proto';

/** The link kind a path names, matched case-insensitively like the paths themselves. */
export function referenceLinkKindOf(name: string): ReferenceLinkKind | undefined {
  const lower = name.toLowerCase();
  return REFERENCE_LINK_KIND_NAMES.find((k) => k.toLowerCase() === lower);
}
