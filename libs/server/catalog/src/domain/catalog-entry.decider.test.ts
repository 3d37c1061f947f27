import { ConflictError, NotFoundError, ValidationError } from '@dm/platform';
import { given } from '@dm/platform/domain';
import { catalogDecider, kindOfEvent, type CatalogEvent } from './catalog-entry.decider.js';

const templates = catalogDecider('design_template');
const categories = catalogDecider('category');
const published: CatalogEvent = { type: 'DesignTemplatePublished', data: { id: 't1', fields: { name: 'Bold poster', keywords: 'poster', active: true } } };

describe('catalog entry decider', () => {
  it('publishes a new design template as active', () => {
    given(templates, [])
      .when({ type: 'Publish', id: 't1', fields: { name: 'Bold poster', keywords: 'poster' } })
      .then([published]);
  });

  it('refuses to publish an active template twice', () => {
    given(templates, [published]).when({ type: 'Publish', id: 't1', fields: { name: 'Again' } }).thenThrows(ConflictError);
  });

  it('refuses an entry without a name, naming the field', () => {
    given(templates, []).when({ type: 'Publish', id: 't1', fields: { name: '  ' } }).thenThrows(ValidationError);
    given(templates, []).when({ type: 'Publish', id: 't1', fields: { name: ' ' } }).thenThrows('A design template needs a name.');
  });

  it('refuses a category whose dimensions are not positive', () => {
    given(categories, [])
      .when({ type: 'Publish', id: 'c1', fields: { name: 'Poster', dimensions: { width: 0, height: 1123, unit: 'px' } } })
      .thenThrows(/dimensions.width/);
  });

  it('records only the fields a revision changes, and nothing when nothing changed', () => {
    given(templates, [published])
      .when({ type: 'Revise', id: 't1', changes: { name: 'Bold poster', keywords: 'poster, event' } })
      .then([{ type: 'DesignTemplateRevised', data: { id: 't1', changes: { keywords: 'poster, event' } } }]);
    given(templates, [published]).when({ type: 'Revise', id: 't1', changes: { name: 'Bold poster' } }).then([]);
  });

  it('cannot revise or withdraw what was never published', () => {
    given(templates, []).when({ type: 'Revise', id: 'x', changes: { name: 'y' } }).thenThrows(NotFoundError);
    given(templates, []).when({ type: 'Withdraw', id: 'x' }).thenThrows("There is no design template x.");
  });

  it('withdraws once and republishes a withdrawn template', () => {
    const withdrawn: CatalogEvent = { type: 'DesignTemplateWithdrawn', data: { id: 't1' } };
    given(templates, [published]).when({ type: 'Withdraw', id: 't1' }).then([withdrawn]);
    given(templates, [published, withdrawn]).when({ type: 'Withdraw', id: 't1' }).then([]);
    given(templates, [published, withdrawn])
      .when({ type: 'Publish', id: 't1', fields: { name: 'Back' } })
      .then([{ type: 'DesignTemplatePublished', data: { id: 't1', fields: { name: 'Back', active: true } } }]);
  });

  it('maps event types back to their kind', () => {
    expect(kindOfEvent('TextTemplateRevised')).toEqual({ kind: 'text_template', change: 'revised' });
    expect(kindOfEvent('UserRegistered')).toBeUndefined();
  });
});
