// A render job as a decider: requested, then completed with its output or failed with a clear
// error. Stream `render-{id}`. Pure: no Nest, no I/O.
import { ConflictError, type Decider } from '@dm/platform/domain';

export const renderStream = (id: string) => `render-${id}`;

export type RenderType = 'png' | 'jpg' | 'pdf' | 'mp4';

export interface RenderRequestedData {
  id: string;
  type: RenderType;
  width?: number;
  height?: number;
  page: number;
  updateType?: string;
  modelId?: string;
  updateThumbnail: boolean;
  requestedBy?: string;
  batchId?: string;
  at: string;
}

/** A thumbnail a completed render provides for a model (saved_design/update_thumbnail), cache-busted. */
export interface RenderThumbnail {
  update_type: string;
  model_id: string;
  /** `/api/render/outputs/{id}.png?t={timestamp}` */
  src: string;
}

export type RenderCommand =
  | ({ type: 'RequestRender' } & { job: RenderRequestedData })
  | { type: 'CompleteRender'; output: string; width: number; height: number; ms: number; warnings: string[]; thumbnail?: RenderThumbnail; at: string }
  | { type: 'FailRender'; error: string; at: string };

export type RenderEvent =
  | { type: 'RenderRequested'; data: RenderRequestedData }
  | { type: 'RenderCompleted'; data: { id: string; output: string; width: number; height: number; ms: number; warnings: string[]; thumbnail?: RenderThumbnail; at: string } }
  | { type: 'RenderFailed'; data: { id: string; error: string; at: string } };

export type RenderStatus = 'none' | 'requested' | 'completed' | 'failed';

export interface RenderState {
  status: RenderStatus;
  job?: RenderRequestedData;
  output?: string;
  width?: number;
  height?: number;
  error?: string;
  thumbnail?: RenderThumbnail;
}

export const renderJobDecider: Decider<RenderCommand, RenderEvent, RenderState> = {
  initialState: { status: 'none' },

  decide(command, state) {
    switch (command.type) {
      case 'RequestRender':
        if (state.status !== 'none') throw new ConflictError(`Render ${command.job.id} was already requested.`);
        return [{ type: 'RenderRequested', data: command.job }];
      case 'CompleteRender':
        if (state.status !== 'requested') throw new ConflictError(`Render ${state.job?.id ?? ''} is ${state.status}, not waiting for output.`);
        return [{
          type: 'RenderCompleted',
          data: {
            id: state.job!.id, output: command.output, width: command.width, height: command.height, ms: command.ms, warnings: command.warnings,
            ...(command.thumbnail ? { thumbnail: command.thumbnail } : {}), at: command.at,
          },
        }];
      case 'FailRender':
        if (state.status !== 'requested') throw new ConflictError(`Render ${state.job?.id ?? ''} is ${state.status}, not waiting for output.`);
        return [{ type: 'RenderFailed', data: { id: state.job!.id, error: command.error, at: command.at } }];
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'RenderRequested':
        return { status: 'requested', job: event.data };
      case 'RenderCompleted':
        return { ...state, status: 'completed', output: event.data.output, width: event.data.width, height: event.data.height, thumbnail: event.data.thumbnail };
      case 'RenderFailed':
        return { ...state, status: 'failed', error: event.data.error };
    }
  },
};
