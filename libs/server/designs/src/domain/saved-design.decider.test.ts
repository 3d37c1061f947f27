import { given, NotFoundError, ValidationError } from '@dm/platform';
import { savedDesignDecider as decider, type SavedDesignEvent } from './saved-design.decider.js';

const at = '2026-11-21T10:00:00.000Z';
const created: SavedDesignEvent = { type: 'SavedDesignCreated', data: { id: 'd1', owner: 'u1', name: 'Poster', width: 797, height: 1123, source: 'blank', at } };
const byVisitor: SavedDesignEvent = { type: 'SavedDesignCreated', data: { ...created.data, owner: 'visitor:abc' } };

describe('saved design decider', () => {
  it('creates a design with a trimmed name', () => {
    given(decider, []).when({ type: 'CreateSavedDesign', id: 'd1', owner: 'u1', name: '  Poster ', width: 797, height: 1123, source: 'blank', at }).then([created]);
  });

  it('renames for the owner only, refusing empty names', () => {
    given(decider, [created]).when({ type: 'RenameSavedDesign', actor: 'u1', name: 'Flyer', at }).then([{ type: 'SavedDesignRenamed', data: { id: 'd1', name: 'Flyer', at } }]);
    given(decider, [created]).when({ type: 'RenameSavedDesign', actor: 'u2', name: 'Mine now', at }).thenThrows(NotFoundError);
    given(decider, [created]).when({ type: 'RenameSavedDesign', actor: 'u1', name: '   ', at }).thenThrows(ValidationError);
  });

  it('deletes once; a deleted design is gone for every later command', () => {
    const deleted: SavedDesignEvent = { type: 'SavedDesignDeleted', data: { id: 'd1', at } };
    given(decider, [created]).when({ type: 'DeleteSavedDesign', actor: 'u1', at }).then([deleted]);
    given(decider, [created, deleted]).when({ type: 'DeleteSavedDesign', actor: 'u1', at }).thenThrows(NotFoundError);
    given(decider, [created, deleted]).when({ type: 'RenameSavedDesign', actor: 'u1', name: 'x', at }).thenThrows(NotFoundError);
  });

  it('lets the visitor who started a design claim it after signing in, and nobody else', () => {
    given(decider, [byVisitor])
      .when({ type: 'ClaimSavedDesign', actor: 'u9', userId: 'u9', visitorOwner: 'visitor:abc', at })
      .then([{ type: 'SavedDesignClaimed', data: { id: 'd1', from: 'visitor:abc', owner: 'u9', at } }]);
    given(decider, [byVisitor]).when({ type: 'ClaimSavedDesign', actor: 'u9', userId: 'u9', visitorOwner: 'visitor:other', at }).thenThrows(NotFoundError);
    given(decider, [created]).when({ type: 'ClaimSavedDesign', actor: 'u9', userId: 'u9', visitorOwner: 'visitor:abc', at }).thenThrows(NotFoundError);
    given(decider, [created]).when({ type: 'ClaimSavedDesign', actor: 'u1', userId: 'u1', visitorOwner: null, at }).then([]);
  });
});
