import { Messages } from '@dm/contracts/constants';
import { ConflictError, NotFoundError, ValidationError, type Decider } from '@dm/platform/domain';

/**
 * Every catalog entry (category, design template, text template, design resource, tag) lives in
 * a stream of its own, `<kind>-<id>`, and follows one life-cycle: published, revised, withdrawn
 * (inactive, still readable by id) and republished. The decider is the same for every kind; the
 * event names carry the kind (CategoryPublished, DesignTemplateRevised, ...).
 */
export const CATALOG_KINDS = ['category', 'design_template', 'text_template', 'design_resource', 'tag'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

const EVENT_PREFIX: Record<CatalogKind, string> = {
  category: 'Category',
  design_template: 'DesignTemplate',
  text_template: 'TextTemplate',
  design_resource: 'DesignResource',
  tag: 'Tag',
};
const LABEL: Record<CatalogKind, string> = {
  category: 'category',
  design_template: 'design template',
  text_template: 'text template',
  design_resource: 'design resource',
  tag: 'tag',
};

export const catalogLabel = (kind: CatalogKind) => LABEL[kind];
export const catalogStreamId = (kind: CatalogKind, id: string) => `${kind}-${id}`;
export const catalogEventTypes = (kind: CatalogKind) => {
  const p = EVENT_PREFIX[kind];
  return { published: `${p}Published`, revised: `${p}Revised`, withdrawn: `${p}Withdrawn` } as const;
};
export const ALL_CATALOG_EVENT_TYPES: string[] = CATALOG_KINDS.flatMap((k) => Object.values(catalogEventTypes(k)));

/** The kind an event type belongs to, or undefined for events of other contexts. */
export function kindOfEvent(type: string): { kind: CatalogKind; change: 'published' | 'revised' | 'withdrawn' } | undefined {
  for (const kind of CATALOG_KINDS) {
    const t = catalogEventTypes(kind);
    if (type === t.published) return { kind, change: 'published' };
    if (type === t.revised) return { kind, change: 'revised' };
    if (type === t.withdrawn) return { kind, change: 'withdrawn' };
  }
  return undefined;
}

/** An entry's fields as the wire shows them, minus `_id` (the stream names it). */
export type EntryFields = Record<string, unknown> & { name: string; active?: boolean };

export type CatalogCommand =
  | { type: 'Publish'; id: string; fields: EntryFields }
  | { type: 'Revise'; id: string; changes: Partial<EntryFields> }
  | { type: 'Withdraw'; id: string };

export type CatalogEvent =
  | { type: string; data: { id: string; fields: EntryFields } }
  | { type: string; data: { id: string; changes: Partial<EntryFields> } }
  | { type: string; data: { id: string } };

export interface CatalogEntryState {
  published: boolean;
  active: boolean;
  fields: EntryFields | null;
}

function checkFields(kind: CatalogKind, fields: Partial<EntryFields>, creating: boolean) {
  if (creating || 'name' in fields) {
    if (typeof fields.name !== 'string' || fields.name.trim() === '') throw new ValidationError(Messages.catalogNameRequired(LABEL[kind]), 'name');
  }
  const dims = fields.dimensions as { width?: unknown; height?: unknown } | null | undefined;
  if (dims) {
    for (const side of ['width', 'height'] as const) {
      const v = dims[side];
      if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) {
        throw new ValidationError(Messages.invalidField(`dimensions.${side}`, 'must be a positive number'), `dimensions.${side}`);
      }
    }
  }
}

export function catalogDecider(kind: CatalogKind): Decider<CatalogCommand, CatalogEvent, CatalogEntryState> {
  const t = catalogEventTypes(kind);
  return {
    initialState: { published: false, active: false, fields: null },

    decide(command, state) {
      switch (command.type) {
        case 'Publish':
          if (state.published && state.active) throw new ConflictError(Messages.catalogExists(LABEL[kind], command.id));
          checkFields(kind, command.fields, true);
          return [{ type: t.published, data: { id: command.id, fields: { ...command.fields, active: command.fields.active ?? true } } }];
        case 'Revise': {
          if (!state.published) throw new NotFoundError(Messages.catalogNotFound(LABEL[kind], command.id));
          checkFields(kind, command.changes, false);
          const changed = Object.entries(command.changes).filter(([k, v]) => JSON.stringify(state.fields?.[k]) !== JSON.stringify(v));
          return changed.length ? [{ type: t.revised, data: { id: command.id, changes: Object.fromEntries(changed) } }] : [];
        }
        case 'Withdraw':
          if (!state.published) throw new NotFoundError(Messages.catalogNotFound(LABEL[kind], command.id));
          return state.active ? [{ type: t.withdrawn, data: { id: command.id } }] : [];
      }
    },

    evolve(state, event) {
      if (event.type === t.published) {
        const { fields } = event.data as { fields: EntryFields };
        return { published: true, active: fields.active !== false, fields };
      }
      if (event.type === t.revised) {
        const { changes } = event.data as { changes: Partial<EntryFields> };
        const fields = { ...(state.fields as EntryFields), ...changes };
        return { ...state, fields, active: fields.active !== false };
      }
      if (event.type === t.withdrawn) return { ...state, active: false, fields: state.fields && { ...state.fields, active: false } };
      return state;
    },
  };
}

/** Folds an entry's full current fields from its events (used by the projection and tests). */
export function applyCatalogEvent(current: EntryFields | null, change: 'published' | 'revised' | 'withdrawn', data: any): EntryFields {
  if (change === 'published') return data.fields as EntryFields;
  if (change === 'revised') return { ...(current as EntryFields), ...(data.changes as Partial<EntryFields>) };
  return { ...(current as EntryFields), active: false };
}
