// Which streams the audit console finds under each kind, and how each stream folds: its own
// context's decider (initial state and evolve), so "state as of a time" is the state the
// context itself would have decided on then.
import type { AuditKind } from '@dm/contracts';
import type { AuditStreamKind, StreamFolder } from '@dm/platform';
import { INSTALLATION_STREAM, installationDecider } from '@dm/platform';
import { CATALOG_KINDS, catalogDecider } from '@dm/server-catalog';
import { savedDesignDecider } from '@dm/server-designs';
import { folderDecider, photoFolderDecider } from '@dm/server-folders';
import { creditsDecider, sessionDecider, subscriptionDecider, teamDecider, userDecider } from '@dm/server-identity';
import { couponDecider, orderDecider } from '@dm/server-orders';
import { renderJobDecider } from '@dm/server-rendering';

export const AUDIT_STREAM_KINDS: readonly (AuditStreamKind & { kind: AuditKind })[] = [
  { kind: 'orders', prefixes: ['order-', 'coupon-'] },
  { kind: 'shares', prefixes: ['saved_design-', 'folder-'], eventTypes: ['SavedDesignShared', 'SavedDesignLinkSharingChanged', 'FolderShared'] },
  { kind: 'folders', prefixes: ['folder-'] },
  { kind: 'credits', prefixes: ['credits-'] },
  { kind: 'saved_designs', prefixes: ['saved_design-'] },
  { kind: 'templates', prefixes: ['design_template-', 'text_template-'] },
  { kind: 'users', prefixes: ['user-', 'subscription-', 'team-', 'session-'] },
];

/** A folder's stream holds the folder's own life and its photos: both deciders, side by side. */
const folderAndPhotos: StreamFolder = {
  version: 'folder+photos 1',
  initialState: { folder: folderDecider.initialState, photos: photoFolderDecider.initialState },
  evolve(state: { folder: unknown; photos: unknown }, event: { type: string; data: unknown }) {
    return event.type === 'PhotoAdded'
      ? { ...state, photos: photoFolderDecider.evolve(state.photos as never, event as never) }
      : { folder: folderDecider.evolve(state.folder as never, event as never), photos: photoFolderDecider.evolve(state.photos as never, event as never) };
  },
};

const FOLDERS: [string, StreamFolder][] = [
  ['order-', orderDecider],
  ['coupon-', couponDecider],
  ['saved_design-', savedDesignDecider],
  ['folder-', folderAndPhotos],
  ['credits-', creditsDecider],
  ['user-', userDecider],
  ['subscription-', subscriptionDecider],
  ['session-', sessionDecider],
  ['team-', teamDecider],
  ['render-', renderJobDecider],
  [INSTALLATION_STREAM, installationDecider],
  ...CATALOG_KINDS.map((k): [string, StreamFolder] => [`${k}-`, catalogDecider(k)]),
] as [string, StreamFolder][];

export function folderFor(streamId: string): StreamFolder | undefined {
  // the longest prefix wins (design_template- before a shorter one that might also match)
  let best: [string, StreamFolder] | undefined;
  for (const entry of FOLDERS) if (streamId.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best?.[1];
}
