// The wire of render/initiate and render/initiate_bulk (spec: editor-and-tools section 7 and
// library-and-dashboard section 7). `html_data` carries the design to draw: a design_file
// object, or that object as a JSON string. (Belongs in libs/contracts once that file is opened
// to the rendering context.)
import { z } from 'zod';

const size = z.coerce.number().int().min(1).max(10000);

export const renderParametersSchema = z.object({
  width: size.optional(),
  height: size.optional(),
  update_type: z.string().optional(),
  update_thumbnail: z.boolean().optional(),
  model_id: z.string().optional(),
  pdf_quality: z.unknown().optional(),
  /** Which page to draw (0-based); default the first. */
  page: z.number().int().min(0).optional(),
});

export const renderRequestSchema = z.object({
  /** pdf: every page of the design in one file (text selectable); png and jpg: one page. */
  type: z.enum(['png', 'jpg', 'jpeg', 'pdf', 'mp4']).default('png'),
  html_data: z.union([z.string().min(1), z.record(z.string(), z.unknown())]),
  rendering_parameters: renderParametersSchema.default({}),
});

export const renderInitiateRequest = renderRequestSchema;
export const renderInitiateBulkRequest = z.object({ render_data: z.array(renderRequestSchema).min(1).max(200) });
export const renderStatusRequest = z.object({ id: z.string().min(1) });

export type RenderRequest = z.infer<typeof renderRequestSchema>;
export type RenderInitiateBulkRequest = z.infer<typeof renderInitiateBulkRequest>;

/** A render record as the calls answer it. */
export interface RenderRecord {
  _id: string;
  type: 'png' | 'jpg' | 'pdf' | 'mp4';
  status: 'requested' | 'completed' | 'failed';
  /** Where the output is fetched once completed: `/api/render/outputs/{id}.png`. */
  output_src: string;
  width?: number;
  height?: number;
  error?: string;
  /** For update_thumbnail renders: the cache-busted thumbnail link (RenderCompleted carries it with the model id). */
  thumbnail?: string;
}

/** Spec thumbnail boxes (width x height) a thumbnail render fits into. */
export const THUMBNAIL_BOXES = { dashboard: { width: 148, height: 173 }, recommendation: { width: 160, height: 185 } } as const;
