import { ConflictError, fold } from '@dm/platform';
import { type RenderEvent, type RenderRequestedData, renderJobDecider as decider } from './render-job.decider.js';

const job: RenderRequestedData = { id: 'r1', type: 'png', page: 0, updateThumbnail: false, at: '2026-01-01T00:00:00Z' };
const requested: RenderEvent = { type: 'RenderRequested', data: job };
const given = (...events: RenderEvent[]) => fold(decider, events);

describe('render job decider', () => {
  it('given nothing, when a render is requested, then RenderRequested', () => {
    expect(decider.decide({ type: 'RequestRender', job }, given())).toEqual([requested]);
  });

  it('given a request, when it completes, then RenderCompleted with its output', () => {
    const events = decider.decide({ type: 'CompleteRender', output: 'rendering/outputs/r1.png', width: 10, height: 20, ms: 5, warnings: [], at: 'x' }, given(requested));
    expect(events).toEqual([{ type: 'RenderCompleted', data: { id: 'r1', output: 'rendering/outputs/r1.png', width: 10, height: 20, ms: 5, warnings: [], at: 'x' } }]);
    expect(given(requested, ...events)).toMatchObject({ status: 'completed', output: 'rendering/outputs/r1.png' });
  });

  it('given a request, when it fails, then RenderFailed keeps the clear error', () => {
    const events = decider.decide({ type: 'FailRender', error: 'The design could not be rendered: pages is required', at: 'x' }, given(requested));
    expect(given(requested, ...events)).toMatchObject({ status: 'failed', error: 'The design could not be rendered: pages is required' });
  });

  it('given a finished render, when it completes again, then a conflict', () => {
    const failed: RenderEvent = { type: 'RenderFailed', data: { id: 'r1', error: 'e', at: 'x' } };
    expect(() => decider.decide({ type: 'CompleteRender', output: 'o', width: 1, height: 1, ms: 1, warnings: [], at: 'x' }, given(requested, failed))).toThrow(ConflictError);
    expect(() => decider.decide({ type: 'RequestRender', job }, given(requested))).toThrow(ConflictError);
  });
});
