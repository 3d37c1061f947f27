// The imagemaker context's commands and queries on @nestjs/cqrs's buses, and their handlers.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { AiImageItem } from '@dm/contracts';
import { dispatchTo, type ArgsOf, type ResultOf } from '@dm/platform';
import { ImagemakerService } from './imagemaker.service.js';

export class GenerateAiImage extends Command<AiImageItem> {
  constructor(readonly userId: string, readonly prompt: string) {
    super();
  }
}
@CommandHandler(GenerateAiImage)
export class GenerateAiImageHandler implements ICommandHandler<GenerateAiImage> {
  constructor(@Inject(ImagemakerService) private readonly service: ImagemakerService) {}
  execute(c: GenerateAiImage) {
    return this.service.generate(c.userId, c.prompt);
  }
}

type Reads = 'config' | 'balance' | 'history' | 'one';
export class ImagemakerRead<K extends Reads> extends Query<ResultOf<ImagemakerService, K>> {
  readonly args: ArgsOf<ImagemakerService, K>;
  constructor(readonly method: K, ...args: ArgsOf<ImagemakerService, K>) {
    super();
    this.args = args;
  }
}
@QueryHandler(ImagemakerRead)
export class ImagemakerReadHandler implements IQueryHandler<ImagemakerRead<Reads>> {
  constructor(@Inject(ImagemakerService) private readonly service: ImagemakerService) {}
  execute(q: ImagemakerRead<Reads>) {
    return dispatchTo(this.service, q) as Promise<ResultOf<ImagemakerService, Reads>>;
  }
}

export const imagemakerHandlers = [GenerateAiImageHandler, ImagemakerReadHandler];
