// Fixture designs for the renderer, parity test and benchmarks: together they use every element
// kind and effect. Pure data; the images come in as URLs (data: URLs made by the caller).
import type { DesignFile, EditorObject, Page, TextDetails } from '@dm/contracts';
import { elementShadowFromUi, textShadowFromUi } from '../render/effects.js';

export interface FixtureImages {
  /** A colourful 640x427 photo-like image. */
  photo: string;
  /** A second 400x400 image. */
  photo2: string;
  /** Cut-out mask for `photo` (white subject on transparent). */
  cutout: string;
  /** A frame mask image (alpha star). */
  frameMask: string;
  /** An SVG icon using #ff0000, #00ff00 and #0000ff. */
  icon: string;
}

export interface FixtureDesign {
  name: string;
  design: DesignFile;
}

let n = 0;
const base = (x: number, y: number, width: number, height: number, extra: Partial<EditorObject> = {}) => ({
  id: `e${++n}`, layer_index: n, position: { x, y }, width, height, rotation: 0, opacity: 1, locked: false, parent: null, ...extra,
});

function text(x: number, y: number, w: number, h: number, d: Partial<TextDetails> & { text: string }, extra: Partial<EditorObject> = {}): EditorObject {
  return {
    ...base(x, y, w, h, extra), type: 'text',
    text_details: { font: 'Montserrat', bold: false, italic: false, fontSize: 24, fontColor: '#1a1a2e', textAlign: 'left', letterSpacing: 0, lineHeight: 0, ...d },
  } as EditorObject;
}

function image(x: number, y: number, w: number, h: number, src: string, d: Record<string, unknown> = {}, extra: Partial<EditorObject> = {}): EditorObject {
  return { ...base(x, y, w, h, extra), type: 'image', image_details: { src, flip_horizontal: 1, flip_vertical: 1, ...d } } as EditorObject;
}

function page(objects: EditorObject[], p: Partial<Page> = {}): Page {
  return {
    id: `p${++n}`, objects: Object.fromEntries(objects.map((o) => [o.id, o])),
    groups: objects.filter((o) => o.type === 'group').map((o) => o.id),
    background_color: '#ffffff', background_image: null, animation_duration: 5, ...p,
  };
}

function design(name: string, pages: Page[], width = 600, height = 400): FixtureDesign {
  return { name, design: { schemaVersion: 1, id: `d-${name}`, width, height, pages } };
}

const LOREM = 'Design is thinking made visual. Every page tells a story in shapes, colours and words.';

export function fixtureDesigns(img: FixtureImages): FixtureDesign[] {
  n = 0;
  const out: FixtureDesign[] = [];
  out.push(design('heading-subheading-body', [page([
    text(20, 20, 560, 90, { text: 'Summer Sale', fontSize: 72, bold: true, textAlign: 'center' }),
    text(20, 130, 560, 50, { text: 'Up to 50% off everything', fontSize: 36, textAlign: 'center', fontColor: '#e63946' }),
    text(40, 200, 520, 150, { text: LOREM, fontSize: 24, textAlign: 'left' }),
  ], { background_color: '#f1faee' })]));
  out.push(design('alignment-and-wrapping', [page([
    text(20, 20, 260, 170, { text: LOREM, textAlign: 'left', fontSize: 20 }),
    text(320, 20, 260, 170, { text: LOREM, textAlign: 'center', fontSize: 20 }),
    text(20, 210, 560, 170, { text: `${LOREM}\nA second paragraph after a line break.`, textAlign: 'right', fontSize: 20 }),
  ])]));
  out.push(design('letter-spacing-line-height', [page([
    text(20, 10, 560, 60, { text: 'WIDE LETTERS', fontSize: 40, letterSpacing: 30 }),
    text(20, 80, 560, 60, { text: 'Tight letters here', fontSize: 40, letterSpacing: -10 }),
    text(20, 150, 270, 240, { text: LOREM, fontSize: 18, lineHeight: 30 }),
    text(310, 150, 270, 240, { text: LOREM, fontSize: 18, lineHeight: -20 }),
  ])]));
  out.push(design('fonts-bold-italic', [page([
    text(20, 10, 560, 50, { text: 'Playfair Display Bold Italic', font: 'Playfair Display', fontSize: 34, bold: true, italic: true }),
    text(20, 70, 560, 50, { text: 'Roboto italic body text', font: 'Roboto', fontSize: 30, italic: true }),
    text(20, 130, 560, 60, { text: 'Lobster script heading', font: 'Lobster', fontSize: 44, fontColor: '#6a0572' }),
    text(20, 200, 560, 50, { text: 'Lora serif and Oswald', font: 'Lora', fontSize: 32 }),
    text(20, 260, 560, 60, { text: 'OSWALD CONDENSED BOLD', font: 'Oswald', fontSize: 44, bold: true }),
    text(20, 330, 560, 50, { text: 'Dancing Script flourish', font: 'Dancing Script', fontSize: 36 }),
  ])]));
  const effects = { stroke: false, strokeSize: 0, strokeColor: '#0000ff', glow: false, glowColor: '#808080', glowIntensity: 50, glowOpacity: 1, shadow: false, shadows: [] };
  out.push(design('text-stroke', [page([
    text(20, 40, 560, 100, { text: 'Outlined', fontSize: 80, bold: true, fontColor: '#ffd166', effects: { ...effects, stroke: true, strokeSize: 60 / 20, strokeColor: '#073b4c' } }),
    text(20, 200, 560, 100, { text: 'Thin stroke', fontSize: 60, fontColor: '#ffffff', effects: { ...effects, stroke: true, strokeSize: 30 / 20 } }),
  ], { background_color: '#118ab2' })]));
  out.push(design('text-shadows', [page([
    text(20, 40, 560, 100, { text: 'Two shadows', fontSize: 72, bold: true, fontColor: '#ef476f', effects: { ...effects, shadow: true, shadows: [
      textShadowFromUi({ color: '#000000', r: 80, theta: 45, blur: 40, opacity: 60 }),
      textShadowFromUi({ color: '#06d6a0', r: 100, theta: -135, blur: 0, opacity: 100 }),
    ] } }),
    text(20, 220, 560, 80, { text: 'Soft drop shadow', fontSize: 48, effects: { ...effects, shadow: true, shadows: [textShadowFromUi({ color: '#808080', r: 60, theta: 116, blur: 80, opacity: 80 })] } }),
  ])]));
  out.push(design('text-glow', [page([
    text(20, 60, 560, 100, { text: 'Neon glow', fontSize: 80, bold: true, fontColor: '#fdfcdc', effects: { ...effects, glow: true, glowColor: '#00f5d4', glowIntensity: 50, glowOpacity: 1 } }),
    text(20, 230, 560, 80, { text: 'Faint glow', fontSize: 50, fontColor: '#ffffff', effects: { ...effects, glow: true, glowColor: '#f15bb5', glowIntensity: 80, glowOpacity: 0.6 } }),
  ], { background_color: '#14213d' })]));
  out.push(design('image-crop', [page([
    image(20, 20, 270, 360, img.photo, { crop: { x: 0.25, y: 0, width: 0.5, height: 1 } }),
    image(310, 20, 270, 180, img.photo),
    image(310, 220, 270, 160, img.photo, { crop: { x: 0.5, y: 0.5, width: 0.5, height: 0.5 } }),
  ])]));
  out.push(design('image-flip', [page([
    image(20, 20, 270, 180, img.photo, { flip_horizontal: -1 }),
    image(310, 20, 270, 180, img.photo, { flip_vertical: -1 }),
    image(165, 210, 270, 180, img.photo, { flip_horizontal: -1, flip_vertical: -1 }),
  ])]));
  out.push(design('image-named-filters', [page([
    image(10, 10, 285, 185, img.photo, { filter: { id: 'citrine' } }),
    image(305, 10, 285, 185, img.photo, { filter: { id: 'amber', intensity: 100 } }),
    image(10, 205, 285, 185, img.photo, { filter: { id: 'kyanite', intensity: 30 } }),
    image(305, 205, 285, 185, img.photo, { filter: { id: 'crocoite' } }),
  ])]));
  out.push(design('image-adjustments', [page([
    image(10, 10, 285, 185, img.photo, { adjustments: { brightness: 40, contrast: 20 } }),
    image(305, 10, 285, 185, img.photo, { adjustments: { saturation: -100 } }),
    image(10, 205, 285, 185, img.photo, { adjustments: { tint: 50, x_process: 40, vignette: 60 } }),
    image(305, 205, 285, 185, img.photo, { adjustments: { blur: 60 } }),
  ])]));
  out.push(design('image-cutout', [page([
    image(60, 40, 480, 320, img.photo, { bgremoval: { enabled: true, mask_src: img.cutout } }),
  ], { background_color: '#ffe8d6' })]));
  out.push(design('image-element-shadow', [page([
    image(60, 60, 220, 220, img.photo2, {}, { shadow: elementShadowFromUi({ color: '#000000', r: 100, theta: 45, blur: 100, opacity: 60, size: 20 }) }),
    image(330, 80, 220, 220, img.photo2, { bgremoval: { enabled: true, mask_src: img.frameMask } }, { shadow: elementShadowFromUi({ color: '#3a0ca3', r: 60, theta: 116, blur: 40, opacity: 80, size: 0 }) }),
  ], { background_color: '#e9ecef' })]));
  out.push(design('opacity-rotation', [page([
    image(60, 60, 300, 200, img.photo, {}, { rotation: 30, opacity: 0.5 }),
    text(200, 220, 380, 80, { text: 'Rotated text', fontSize: 48, bold: true, fontColor: '#264653' }, { rotation: -15 }),
    { ...base(400, 40, 150, 100, { rotation: 45, opacity: 0.7 }), type: 'box', box_details: { color: '#e76f51', radius: 12 } } as EditorObject,
  ])]));
  out.push(design('svg-icon-recolour', [page([
    image(30, 50, 160, 160, img.icon),
    image(220, 50, 160, 160, img.icon, { sub_type: 'icon', svg_colors: [{ original: '#ff0000', color: '#7209b7' }, { original: '#00ff00', color: '#f72585' }] }),
    image(410, 50, 160, 160, img.icon, { sub_type: 'icon', svg_colors: [{ original: '#0000ff', color: '#ffbe0b' }] }, { rotation: 20 }),
  ])]));
  const grid1 = { ...base(30, 50, 250, 250), type: 'grid', grid_details: { shape: 'circle' } } as EditorObject;
  const grid2 = { ...base(320, 50, 250, 250), type: 'grid', grid_details: { shape: 'rounded' } } as EditorObject;
  out.push(design('frames-circle-rounded', [page([
    grid1, image(0, 20, 420, 280, img.photo, {}, { parent: grid1.id }),
    grid2, image(300, 50, 300, 300, img.photo2, { filter: { id: 'jade' } }, { parent: grid2.id }),
  ])]));
  const g3 = { ...base(20, 20, 180, 180), type: 'grid', grid_details: { shape: 'star' } } as EditorObject;
  const g4 = { ...base(210, 20, 180, 180), type: 'grid', grid_details: { shape: 'heart' } } as EditorObject;
  const g5 = { ...base(400, 20, 180, 180), type: 'grid', grid_details: { shape: 'triangle' } } as EditorObject;
  const g6 = { ...base(20, 210, 180, 180), type: 'grid', grid_details: { shape: 'diamond', color: '#adb5bd' } } as EditorObject;
  const g7 = { ...base(210, 210, 370, 180), type: 'grid', grid_details: { shape: 'ellipse' } } as EditorObject;
  out.push(design('frames-shapes', [page([
    g3, image(20, 20, 270, 180, img.photo, {}, { parent: g3.id }),
    g4, image(210, 20, 180, 180, img.photo2, {}, { parent: g4.id }),
    g5, image(380, 20, 270, 180, img.photo, { flip_horizontal: -1 }, { parent: g5.id }),
    g6,
    g7, image(210, 180, 370, 247, img.photo, {}, { parent: g7.id }),
  ])]));
  const gm = { ...base(150, 20, 300, 300, { rotation: 10 }), type: 'grid', grid_details: { shape: 'rect', mask_src: img.frameMask } } as EditorObject;
  out.push(design('frame-mask-image', [page([
    gm, image(100, 20, 450, 300, img.photo, {}, { parent: gm.id }),
  ], { background_color: '#caf0f8' })]));
  const box = { ...base(40, 40, 520, 320), type: 'box', box_details: { color: '#ffb703', radius: 30 } } as EditorObject;
  const box2 = { ...base(330, 80, 200, 240), type: 'box', box_details: { image: img.photo2, radius: 0 } } as EditorObject;
  out.push(design('boxes', [page([
    box, text(60, 80, 260, 200, { text: 'Text inside a box that wraps', fontSize: 32, bold: true, fontColor: '#023047' }, { parent: box.id }),
    box2,
  ])]));
  const grp = { ...base(100, 80, 400, 240, { rotation: 20, opacity: 0.6 }), type: 'group' } as EditorObject;
  out.push(design('group-rotated-transparent', [page([
    grp,
    { ...base(100, 80, 250, 180, { parent: grp.id }), type: 'box', box_details: { color: '#3a86ff', radius: 0 } } as EditorObject,
    { ...base(250, 140, 250, 180, { parent: grp.id }), type: 'box', box_details: { color: '#ff006e', radius: 0 } } as EditorObject,
    text(120, 100, 360, 60, { text: 'Grouped', fontSize: 44, bold: true, fontColor: '#ffffff' }, { parent: grp.id }),
  ])]));
  out.push(design('background-image', [page([
    text(20, 150, 560, 100, { text: 'On a photo', fontSize: 64, bold: true, fontColor: '#ffffff', textAlign: 'center', effects: { ...effects, shadow: true, shadows: [textShadowFromUi({ color: '#000000', r: 40, theta: 90, blur: 60, opacity: 70 })] } }),
  ], { background_image: img.photo, background: { flip: { horizontal: -1, vertical: 1 } } })]));
  out.push(design('background-cutout', [page([], {
    background_color: '#90e0ef', background_image: img.photo, background: { color: '#90e0ef', image: img.photo, removal: { enabled: true, mask_src: img.cutout } },
  })], 640, 427));
  out.push(design('mixed-multipage', [
    page([
      { ...base(0, 0, 600, 120), type: 'box', box_details: { color: '#2b2d42', radius: 0 } } as EditorObject,
      text(20, 25, 560, 70, { text: 'Page one', fontSize: 56, bold: true, fontColor: '#edf2f4', textAlign: 'center' }),
      image(150, 140, 300, 200, img.photo, { filter: { id: 'sunstone' } }, { shadow: elementShadowFromUi({ color: '#000000', r: 60, theta: 116, blur: 60, opacity: 50, size: 0 }) }),
    ]),
    page([
      text(20, 150, 560, 100, { text: 'Page two text', fontSize: 50, italic: true, font: 'Poppins', textAlign: 'center', effects: { ...effects, stroke: true, strokeSize: 1, strokeColor: '#d90429' } }),
    ], { background_color: '#8d99ae' }),
  ]));
  out.push(design('text-element-shadow-and-opacity', [page([
    text(20, 40, 560, 100, { text: 'Element shadow', fontSize: 64, bold: true, fontColor: '#2a9d8f' }, { shadow: elementShadowFromUi({ color: '#000000', r: 80, theta: 60, blur: 60, opacity: 70, size: 0 }) }),
    text(20, 220, 560, 100, { text: 'Half see-through glow', fontSize: 54, fontColor: '#e9c46a', effects: { ...effects, glow: true, glowColor: '#264653', glowIntensity: 40, glowOpacity: 1 } }, { opacity: 0.5 }),
  ])]));
  // the Elements panel's basic shapes: fill, border, corner radius, rotation
  const shape = (x: number, y: number, w: number, h: number, d: Record<string, unknown>, extra: Partial<EditorObject> = {}) =>
    ({ ...base(x, y, w, h, extra), type: 'box', box_details: { radius: 0, ...d } }) as EditorObject;
  out.push(design('basic-shapes', [page([
    shape(20, 20, 160, 110, { shape: 'rect', color: '#2a9d8f', stroke: '#264653', stroke_width: 6, radius: 18 }),
    shape(210, 20, 140, 140, { shape: 'circle', color: '#e9c46a', stroke: '#e76f51', stroke_width: 8 }),
    shape(380, 20, 160, 140, { shape: 'triangle', color: '#f4a261' }),
    shape(20, 190, 170, 170, { shape: 'star', color: '#ffd166', stroke: '#ef476f', stroke_width: 4 }, { rotation: 15 }),
    shape(220, 220, 200, 80, { shape: 'arrow', color: '#118ab2', stroke: '#073b4c', stroke_width: 3 }),
    shape(440, 250, 140, 16, { shape: 'line', stroke: '#6a0572', stroke_width: 6 }, { rotation: -30 }),
  ], { background_color: '#fefae0' })]));
  // what the editor's photo tools make together: crop, flip, filter at 70, adjustments, shadow,
  // and a photo moved inside its frame with its own look
  const gl = { ...base(330, 40, 240, 320), type: 'grid', grid_details: { shape: 'rounded' } } as EditorObject;
  out.push(design('photo-editor-look', [page([
    image(30, 60, 260, 220, img.photo, {
      crop: { x: 0.1, y: 0.2, width: 0.6, height: 0.7 }, flip_horizontal: -1, filter: { id: 'jade', intensity: 70 }, adjustments: { brightness: 40, vignette: 30 },
    }, { shadow: elementShadowFromUi({ color: '#202020', r: 60, theta: 116, blur: 60, opacity: 60, size: 0 }) }),
    gl, image(240, 40, 480, 320, img.photo2, { filter: { id: 'amber', intensity: 50 }, adjustments: { contrast: 30 } }, { parent: gl.id }),
  ], { background_color: '#f1faee' })]));
  // crop mode's other cases: a rotated photo cropped in its own frame and sharpened (the blur
  // slider below 0), over a background image cropped to a part in the page's proportions
  out.push(design('photo-rotated-crop-sharpen', [page([
    image(260, 90, 300, 180, img.photo2, {
      crop: { x: 0.2, y: 0.1, width: 0.5, height: 0.6 }, flip_vertical: -1, adjustments: { blur: -70, saturation: 20 },
    }, { rotation: 25 }),
  ], { background_image: img.photo, background: { image: img.photo, crop: { x: 0.25, y: 0.2, width: 0.5, height: 0.5 }, flip: { horizontal: -1, vertical: 1 } } })]));
  return out;
}
