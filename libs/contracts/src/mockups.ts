import { z } from 'zod';
import { MOCKUP_BROWSER_PAGE } from './mockups.constants.js';
export * from './mockups.constants.js';

const id = z.string().min(1).max(200);

/** A placed image's crop (the crop dialog): a box in the image's own pixels after rotation, and the rotation. */
export const CropDetails = z.object({
  x: z.number().min(0).max(100_000),
  y: z.number().min(0).max(100_000),
  width: z.number().positive().max(100_000),
  height: z.number().positive().max(100_000),
  rotate: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
  zoom: z.number().min(1).max(100).default(1),
}).strict();
export type CropDetails = z.infer<typeof CropDetails>;

export const HueInput = z.object({
  layer: id,
  h: z.number().min(0).max(360),
  s: z.number().min(0).max(100),
  l: z.number().min(-100).max(100),
  a: z.number().min(0).max(1),
}).strict();
export type HueInput = z.infer<typeof HueInput>;

export const UserImageInput = z.object({
  layer: id,
  /** The image: one of the caller's uploads (/api/uploads/…) or a file of the same save (mockup_file{n}: 'file:n'). */
  src: z.string().min(1).max(2000),
  cropDetails: CropDetails.optional(),
}).strict();
export type UserImageInput = z.infer<typeof UserImageInput>;

/** A mockup's inputs (spec: hue_values and user_images). */
export const MockupInputs = z.object({
  hue_values: z.array(HueInput).max(20).default([]),
  user_images: z.array(UserImageInput).max(20).default([]),
}).strict();
export type MockupInputs = z.infer<typeof MockupInputs>;

export const GetMockupsRequest = z.object({
  priority_sort: z.boolean().optional(),
  category_id: id.optional(),
  page_no: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(MOCKUP_BROWSER_PAGE),
  active: z.boolean().optional(),
}).strict();
export type GetMockupsRequest = z.infer<typeof GetMockupsRequest>;

export const MockupSearchRequest = z.object({
  query: z.string().trim().max(200).default(''),
  from: z.number().int().min(0).max(10_000).default(0),
  size: z.number().int().min(1).max(100).default(100),
}).strict();

export const MockupGetRequest = z.object({ id: z.union([id, z.array(id).max(200)]), category_id: id.optional() }).strict();
export const MockupGetOneRequest = z.object({ id }).strict();
export const SavedMockupRequest = z.object({ _id: id }).strict();
export const AllSavedMockupsRequest = z.object({}).strict();
export const CategoryMockupsRequest = z.object({ category_id: id }).strict();
export const CategoryRecommendationsRequest = z.object({ id }).strict();
export const MockupRenderStatusRequest = z.object({ orderId: id, skuIndex: z.number().int().min(0).max(50).default(0) }).strict();
export type MockupRenderStatusRequest = z.infer<typeof MockupRenderStatusRequest>;

export const MockupSkuRequest = z.object({
  type: z.literal('mockup'),
  mockup: id,
  inputs: MockupInputs,
  /** The client's price is ignored: the server's is charged. */
  price: z.number().min(0).max(1e6).optional(),
}).strict();

export interface MockupCategory {
  _id: string;
  name: string;
  mockup_length: number;
  parent: string;
  type: 'mockup';
  active: boolean;
}

export interface MockupLayer {
  _id: string;
  name: string;
  type: 'dynamic' | 'static';
  features: { hue: boolean };
  upload_resolution?: { width: number; height: number };
  /** Dynamic layers: the print area's corners as fractions of the photograph (tl, tr, br, bl). */
  quad?: [number, number][];
  /** Dynamic layers: the displacement map's scale at the photograph's full size. */
  displacement_scale?: number;
  /** The layer's pictures, relative to the mockup's file folder. */
  files: { light?: string; displacement?: string; mask?: string };
}

/** A mockup (spec: editor §3). */
export interface Mockup {
  _id: string;
  name: string;
  price: number;
  categories: { _id: string; name: string; mockup_length: number }[];
  /** Thumbnails showing sample images (rotate on hover); the first is the thumbnail. */
  placeholders: string[];
  tracing_image_src: string;
  width: number;
  height: number;
  active: boolean;
  keywords: string[];
  description: string;
  layers: MockupLayer[];
  /** Where its pictures are served from. */
  files_base: string;
  /** The whole photograph and the highlights over the print. */
  files: { base: string; glare?: string };
}

export interface SavedMockup {
  _id: string;
  mockup: string;
  mockup_inputs: MockupInputs;
  watermarked_output_src: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface MockupRenderStatus {
  status: 'pending' | 'rendering' | 'done' | 'failed';
  success: boolean;
  fileSrc?: string;
  error?: string;
}

export interface MockupSuggestion { _id: string; name: string; category: string }
