// The wizard's labels on a template: each label (Headline, Sub Headline, Body Text, Call to
// Action, Contact Details; Main Image, Product Image, Background Image, Logo) finds its element
// by the element's own user_labels when the template names them, else by its role (the largest
// text is the headline, the next the sub headline, a text on a button the call to action, the
// largest photo the main image...). Texts keep their boxes: a longer text is set smaller rather
// than running into what is below; pictures cover their boxes.
import type { DesignFile, EditorObject, Page } from '@dm/contracts';
import { coverBox, fitText, type MeasureText } from './adapt.js';

export interface LabelImage { src: string; width: number; height: number }
export interface LabelValues { texts: Record<string, string>; images: Record<string, LabelImage> }

type Text = Extract<EditorObject, { type: 'text' }>;
type Image = Extract<EditorObject, { type: 'image' }>;

/** Which element each label names on a page. */
export function labelTargets(page: Page): Record<string, string> {
  const out: Record<string, string> = {};
  const objects = Object.values(page.objects);
  for (const o of objects) {
    if (o.type === 'text' && o.user_labels?.text) out[o.user_labels.text] ??= o.id;
    if (o.type === 'image' && o.user_labels?.image) out[o.user_labels.image] ??= o.id;
  }
  const texts = objects.filter((o): o is Text => o.type === 'text' && !!o.text_details.text.trim()).sort((a, b) => b.text_details.fontSize - a.text_details.fontSize || a.position.y - b.position.y);
  const taken = new Set(Object.values(out));
  const free = (t: Text) => !taken.has(t.id);
  const claim = (label: string, t: Text | undefined) => { if (t && !out[label]) { out[label] = t.id; taken.add(t.id); } };
  // a call to action sits on a button: a box of its group, or a small box under its centre
  const onButton = (t: Text) => objects.some((b) => b.type === 'box' && (
    (!!t.parent && b.parent === t.parent)
    || (b.width * b.height <= 4 * t.width * t.height
      && t.position.x + t.width / 2 > b.position.x && t.position.x + t.width / 2 < b.position.x + b.width
      && t.position.y + t.height / 2 > b.position.y && t.position.y + t.height / 2 < b.position.y + b.height)));
  claim('Call to Action', texts.find((t) => free(t) && onButton(t)));
  claim('Headline', texts.find(free));
  claim('Sub Headline', texts.find(free));
  claim('Body Text', texts.filter(free).sort((a, b) => b.text_details.text.length - a.text_details.text.length)[0]);
  claim('Contact Details', [...texts].reverse().find(free));
  const images = objects.filter((o): o is Image => o.type === 'image' && !o.image_details.svg_colors?.length).sort((a, b) => b.width * b.height - a.width * a.height);
  const coversPage = (i: Image) => !i.parent && i.width * i.height > 0.8 * Math.max(...objects.map((o) => o.width * o.height));
  const claimImage = (label: string, i: Image | undefined) => { if (i && !out[label]) { out[label] = i.id; taken.add(i.id); } };
  claimImage('Background Image', images.find((i) => !taken.has(i.id) && coversPage(i)));
  claimImage('Main Image', images.find((i) => !taken.has(i.id)));
  claimImage('Product Image', images.find((i) => !taken.has(i.id)));
  claimImage('Logo', [...images].reverse().find((i) => !taken.has(i.id) && i.width * i.height < 0.05 * 1e6));
  return out;
}

/** A template with the wizard's labels filled in (every page), as a new document. */
export function fillLabels(design: DesignFile, values: LabelValues, measure: MeasureText): DesignFile {
  const copy = structuredClone(design);
  for (const page of copy.pages) {
    const targets = labelTargets(page);
    for (const [label, text] of Object.entries(values.texts)) {
      const t = targets[label] ? page.objects[targets[label]] : undefined;
      if (t?.type === 'text' && text.trim()) putText(t, text, measure);
    }
    for (const [label, img] of Object.entries(values.images)) {
      const o = targets[label] ? page.objects[targets[label]] : undefined;
      if (o?.type === 'image') putImage(page, o, img);
    }
  }
  return copy;
}

/** A new text in a text element: set smaller (down to 4 px) when it would run past its box. */
export function putText(t: Text, text: string, measure: MeasureText): void {
  const fitted = fitText({ ...t.text_details, text: text.slice(0, 2000) }, t.width, measure, { room: t.height, min: 4, step: 0.93, tries: 20 });
  t.text_details = fitted.details;
  t.height = Math.max(1, fitted.metrics.height);
}

/** A new picture in an image element: it covers its frame (a grid or box around it) or its own box, cropped in the middle. */
export function putImage(page: Page, o: Image, img: LabelImage): void {
  o.image_details = { ...o.image_details, src: img.src, image_width: img.width, image_height: img.height };
  delete o.image_details.id_design_resource;
  delete o.image_details.resource_id;
  delete o.image_details.bgremoval;
  delete o.image_details.svg_colors;
  const frame = o.parent ? page.objects[o.parent] : undefined;
  const aspect = img.width / Math.max(1, img.height);
  if (frame && (frame.type === 'grid' || frame.type === 'box')) {
    const c = coverBox(aspect, { ...frame.position, width: frame.width, height: frame.height });
    o.position = { x: c.x, y: c.y };
    o.width = c.width;
    o.height = c.height;
    delete o.image_details.crop;
  } else {
    const ba = o.width / Math.max(1e-6, o.height);
    o.image_details.crop = aspect > ba ? { x: (1 - ba / aspect) / 2, y: 0, width: ba / aspect, height: 1 } : { x: 0, y: (1 - aspect / ba) / 2, width: 1, height: aspect / ba };
  }
}
