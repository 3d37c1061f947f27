// The designs context's commands and queries on @nestjs/cqrs's buses, and their handlers. The
// controller parses, names the caller and dispatches; DesignsService holds the use cases'
// shared steps (the decider, one transaction per command, owner checks).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { DimensionUnit, PermissionAnswer, SavedDesign, SavedDesignSummary, SharedPermission, UserType } from '@dm/contracts';
import { DesignsService, type Actor, type BulkDesign } from './commands/designs.service.js';

export class CreateBlankDesign extends Command<SavedDesign> {
  constructor(readonly actor: Actor, readonly width: number | string, readonly height: number | string, readonly unit: DimensionUnit, readonly name?: string) {
    super();
  }
}
export class CopyTemplateIntoDesign extends Command<SavedDesign> {
  constructor(readonly actor: Actor, readonly reader: { type?: UserType | null } | null, readonly templateId: string, readonly categoryId?: string) {
    super();
  }
}
export class CreateDesignFromJson extends Command<SavedDesign> {
  constructor(readonly actor: Actor, readonly designFile: unknown, readonly name?: string) {
    super();
  }
}
export class BulkSaveDesigns extends Command<SavedDesignSummary[]> {
  constructor(readonly actor: Actor, readonly originalId: string, readonly folderId: string, readonly designs: BulkDesign[]) {
    super();
  }
}
export class CloneDesign extends Command<SavedDesign> {
  constructor(readonly actor: Actor, readonly sourceId: string, readonly nameAppend: string, readonly designFile?: unknown) {
    super();
  }
}
export class RenameDesign extends Command<SavedDesignSummary> {
  constructor(readonly actor: Actor, readonly id: string, readonly name: string) {
    super();
  }
}
export class UpdateDesignThumbnail extends Command<{ thumbnail: string }> {
  constructor(readonly actor: Actor, readonly id: string, readonly thumbnail: string) {
    super();
  }
}
export class DeleteDesigns extends Command<{ deleted: string[] }> {
  constructor(readonly actor: Actor, readonly ids: string[]) {
    super();
  }
}
export class SaveDesign extends Command<{ _id: string; version: number }> {
  constructor(readonly actor: Actor, readonly id: string, readonly baseVersion: number, readonly designFile: unknown) {
    super();
  }
}
export class ClaimDesign extends Command<SavedDesignSummary> {
  constructor(readonly actor: Actor, readonly id: string) {
    super();
  }
}
/** get_one's whole answer as JSON text (see DesignsService.getOneAnswer). */
export class GetDesignAnswer extends Query<string> {
  constructor(readonly actor: Actor, readonly id: string) {
    super();
  }
}
export class GetDesigns extends Query<SavedDesign[]> {
  constructor(readonly actor: Actor, readonly ids: string[]) {
    super();
  }
}
export class ListOwnedDesigns extends Query<SavedDesignSummary[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}

abstract class WithDesigns {
  constructor(@Inject(DesignsService) protected readonly designs: DesignsService) {}
}

@CommandHandler(CreateBlankDesign)
export class CreateBlankDesignHandler extends WithDesigns implements ICommandHandler<CreateBlankDesign> {
  execute(c: CreateBlankDesign) {
    return this.designs.createBlank(c.actor, c.width, c.height, c.unit, c.name);
  }
}
@CommandHandler(CopyTemplateIntoDesign)
export class CopyTemplateIntoDesignHandler extends WithDesigns implements ICommandHandler<CopyTemplateIntoDesign> {
  execute(c: CopyTemplateIntoDesign) {
    return this.designs.copyTemplate(c.actor, c.reader, c.templateId, c.categoryId);
  }
}
@CommandHandler(CreateDesignFromJson)
export class CreateDesignFromJsonHandler extends WithDesigns implements ICommandHandler<CreateDesignFromJson> {
  execute(c: CreateDesignFromJson) {
    return this.designs.createFromJson(c.actor, c.designFile, c.name);
  }
}
@CommandHandler(BulkSaveDesigns)
export class BulkSaveDesignsHandler extends WithDesigns implements ICommandHandler<BulkSaveDesigns> {
  execute(c: BulkSaveDesigns) {
    return this.designs.bulkSave(c.actor, c.originalId, c.folderId, c.designs);
  }
}
@CommandHandler(CloneDesign)
export class CloneDesignHandler extends WithDesigns implements ICommandHandler<CloneDesign> {
  execute(c: CloneDesign) {
    return this.designs.clone(c.actor, c.sourceId, c.nameAppend, c.designFile);
  }
}
@CommandHandler(RenameDesign)
export class RenameDesignHandler extends WithDesigns implements ICommandHandler<RenameDesign> {
  execute(c: RenameDesign) {
    return this.designs.rename(c.actor, c.id, c.name);
  }
}
@CommandHandler(UpdateDesignThumbnail)
export class UpdateDesignThumbnailHandler extends WithDesigns implements ICommandHandler<UpdateDesignThumbnail> {
  execute(c: UpdateDesignThumbnail) {
    return this.designs.updateThumbnail(c.actor, c.id, c.thumbnail);
  }
}
@CommandHandler(DeleteDesigns)
export class DeleteDesignsHandler extends WithDesigns implements ICommandHandler<DeleteDesigns> {
  execute(c: DeleteDesigns) {
    return this.designs.delete(c.actor, c.ids);
  }
}
@CommandHandler(SaveDesign)
export class SaveDesignHandler extends WithDesigns implements ICommandHandler<SaveDesign> {
  execute(c: SaveDesign) {
    return this.designs.save(c.actor, c.id, c.baseVersion, c.designFile);
  }
}
@CommandHandler(ClaimDesign)
export class ClaimDesignHandler extends WithDesigns implements ICommandHandler<ClaimDesign> {
  execute(c: ClaimDesign) {
    return this.designs.claim(c.actor, c.id);
  }
}
@QueryHandler(GetDesignAnswer)
export class GetDesignAnswerHandler extends WithDesigns implements IQueryHandler<GetDesignAnswer> {
  execute(q: GetDesignAnswer) {
    return this.designs.getOneAnswer(q.actor, q.id);
  }
}
@QueryHandler(GetDesigns)
export class GetDesignsHandler extends WithDesigns implements IQueryHandler<GetDesigns> {
  execute(q: GetDesigns) {
    return this.designs.getMany(q.actor, q.ids);
  }
}
@QueryHandler(ListOwnedDesigns)
export class ListOwnedDesignsHandler extends WithDesigns implements IQueryHandler<ListOwnedDesigns> {
  execute(q: ListOwnedDesigns) {
    return this.designs.listOwned(q.actor);
  }
}

// ---- sharing ----

export class ShareDesign extends Command<{ shared: string[] }> {
  constructor(readonly actor: Actor, readonly id: string, readonly emails: string[], readonly role: 'view' | 'edit') {
    super();
  }
}
export class AlterLinkSharing extends Command<SavedDesignSummary> {
  constructor(readonly actor: Actor, readonly id: string, readonly action: 'enable_edit' | 'enable_view' | 'disable') {
    super();
  }
}
export class CheckPermission extends Query<PermissionAnswer> {
  constructor(readonly actor: Actor, readonly id: string, readonly email: string, readonly role?: 'view' | 'edit') {
    super();
  }
}
export class ListSharedDesigns extends Query<SharedPermission[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}

@CommandHandler(ShareDesign)
export class ShareDesignHandler implements ICommandHandler<ShareDesign> {
  constructor(@Inject(DesignsService) private readonly designs: DesignsService) {}
  execute(c: ShareDesign) {
    return this.designs.share(c.actor, c.id, c.emails, c.role);
  }
}
@CommandHandler(AlterLinkSharing)
export class AlterLinkSharingHandler implements ICommandHandler<AlterLinkSharing> {
  constructor(@Inject(DesignsService) private readonly designs: DesignsService) {}
  execute(c: AlterLinkSharing) {
    return this.designs.alterLinkSharing(c.actor, c.id, c.action);
  }
}
@QueryHandler(CheckPermission)
export class CheckPermissionHandler implements IQueryHandler<CheckPermission> {
  constructor(@Inject(DesignsService) private readonly designs: DesignsService) {}
  execute(q: CheckPermission) {
    return this.designs.checkPermission(q.actor, q.id, q.email, q.role);
  }
}
@QueryHandler(ListSharedDesigns)
export class ListSharedDesignsHandler implements IQueryHandler<ListSharedDesigns> {
  constructor(@Inject(DesignsService) private readonly designs: DesignsService) {}
  execute(q: ListSharedDesigns) {
    return this.designs.listShared(q.actor);
  }
}

export const designsHandlers = [
  CreateBlankDesignHandler, CopyTemplateIntoDesignHandler, CreateDesignFromJsonHandler, CloneDesignHandler, RenameDesignHandler,
  UpdateDesignThumbnailHandler, DeleteDesignsHandler, SaveDesignHandler, ClaimDesignHandler, GetDesignAnswerHandler, GetDesignsHandler, ListOwnedDesignsHandler,
  ShareDesignHandler, AlterLinkSharingHandler, CheckPermissionHandler, ListSharedDesignsHandler, BulkSaveDesignsHandler,
];
