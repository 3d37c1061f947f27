// The imagemaker context's events, read model and migration: each generated image is a stream
// (ai_image-<id>: AiImageGenerated, with its owner, prompt, model and the stored images).
import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { AiImage } from '@dm/contracts';
import type { InlineProjection } from '@dm/platform';

export type ImagemakerEvent = {
  type: 'AiImageGenerated';
  data: { id: string; userId: string; prompt: string; model: string; images: AiImage[]; at: string };
};

export const aiImageStream = (id: string) => `ai_image-${id}`;

export const aiImagesProjection: InlineProjection = {
  name: 'ai_images',
  tables: ['ai_images'],
  handles: ['AiImageGenerated'],
  async apply(em, recorded) {
    const e = recorded as unknown as ImagemakerEvent;
    await em.query(
      `INSERT INTO ai_images (id, user_id, prompt, model, images, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [e.data.id, e.data.userId, e.data.prompt, e.data.model, JSON.stringify(e.data.images), e.data.at],
    );
  },
};

export class Imagemaker1732190000700 implements MigrationInterface {
  name = 'Imagemaker1732190000700';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE ai_images (id text PRIMARY KEY, user_id text NOT NULL, prompt text NOT NULL, model text NOT NULL, images jsonb NOT NULL, created_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX ai_images_user ON ai_images (user_id, created_at DESC, id)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ai_images`);
  }
}
