// Small documents for the operation tests.
import type { DesignFile } from '@dm/contracts';
import { createBox, createDesign, createText } from './factory.js';
import { addElement } from './elements.js';
import { sequentialIds } from './ids.js';

/** A 1000x800 design with boxes a (0,0 100x100), b (200,0 100x50) and text t, in that layer order. */
export function threeElements(): { design: DesignFile; pageId: string } {
  const ids = sequentialIds('x');
  let design = createDesign(1000, 800, ids);
  const pageId = design.pages[0].id;
  design = addElement(design, pageId, { ...createBox('#f00', { x: 0, y: 0, width: 100, height: 100 }), id: 'a' });
  design = addElement(design, pageId, { ...createBox('#0f0', { x: 200, y: 0, width: 100, height: 50 }), id: 'b' });
  design = addElement(design, pageId, { ...createText('Hi', 'heading', { x: 50, y: 300 }), id: 't' });
  return { design, pageId };
}
