// The images a design uses, as the premium check names them: catalog ids (id_design_resource)
// and image sources (photos, box images, frame masks, page backgrounds). The server decides which
// are premium and which the user has bought; this only lists what the design shows.
import type { DesignFile } from '@dm/contracts';

export interface ResourceRef {
  id?: string;
  src?: string;
}

/** Sources longer than this are inline pictures (data: URLs), never library resources. */
const MAX_SRC = 2000;

export function designResourceRefs(design: DesignFile): ResourceRef[] {
  const refs = new Map<string, ResourceRef>();
  const add = (ref: ResourceRef) => {
    if (ref.src && (ref.src.length > MAX_SRC || ref.src.startsWith('data:'))) delete ref.src;
    if (!ref.id && !ref.src) return;
    refs.set(`${ref.id ?? ''}\n${ref.src ?? ''}`, ref);
  };
  for (const page of design.pages) {
    const bg = page.background?.image ?? page.background_image;
    if (bg) add({ src: bg });
    for (const o of Object.values(page.objects)) {
      if (o.type === 'image') add({ id: o.image_details.id_design_resource, src: o.image_details.src });
      else if (o.type === 'box' && o.box_details.image) add({ src: o.box_details.image });
      else if (o.type === 'grid' && o.grid_details.mask_src) add({ src: o.grid_details.mask_src });
    }
  }
  return [...refs.values()];
}
