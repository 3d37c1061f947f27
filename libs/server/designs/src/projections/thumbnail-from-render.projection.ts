import type { AsyncProjection, RecordedEvent } from '@dm/platform';
import { handleCommand } from '@dm/platform';
import { savedDesignDecider, savedDesignStream } from '../domain/saved-design.decider.js';

interface RenderCompletedData {
  id: string;
  thumbnail?: { update_type: string; model_id: string; src: string };
  at: string;
}

/**
 * Refreshes a saved design's thumbnail when a server render asked for it
 * (render/initiate with update_type 'saved_design', update_thumbnail and model_id) completes.
 * Only the design's owner may set it that way: the render's requester must own the design,
 * else the render's output is ignored (a render cannot overwrite someone else's thumbnail).
 */
export const thumbnailFromRenderProjection: AsyncProjection = {
  name: 'designs.thumbnail_from_render',
  handles: ['RenderCompleted'],
  async apply(em, event, store) {
    const data = (event as RecordedEvent<'RenderCompleted', RenderCompletedData>).data;
    const t = data.thumbnail;
    if (!t || t.update_type !== 'saved_design' || !t.model_id) return;
    const requested = await store.readStream(event.streamId, {}, em);
    const requester = (requested[0]?.data as { requestedBy?: string } | undefined)?.requestedBy;
    if (!requester) return;
    const owner: { owner: string }[] = await em.query(`SELECT owner FROM saved_designs WHERE id = $1 AND NOT deleted`, [t.model_id]);
    if (owner[0]?.owner !== requester) return;
    // exactly once, even when a replay sends this projection back to position 0
    const done = await em.query(`SELECT 1 FROM events WHERE stream_id = $1 AND metadata->>'causationId' = $2 LIMIT 1`, [savedDesignStream(t.model_id), String(event.globalPosition)]);
    if (done.length) return;
    await handleCommand(store, savedDesignDecider, savedDesignStream(t.model_id), { type: 'UpdateThumbnail', actor: requester, thumbnail: t.src, at: data.at }, { actorId: requester, causationId: String(event.globalPosition) }, em);
  },
};
