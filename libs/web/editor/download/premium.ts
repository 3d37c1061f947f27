// The images a design uses, as the premium check names them: catalog ids (id_design_resource)
// and image sources (photos, box images, frame masks, page backgrounds). The walk is the shared
// rule (libs/contracts premium-use, the one the server's watermark policy uses); this only keeps
// what the call takes. The server decides which are premium and which the user has bought.
import { resourceUse, type ResourceUse } from '@dm/contracts/constants';
import type { DesignFile } from '@dm/contracts';

export interface ResourceRef {
  id?: string;
  src?: string;
}

/** Sources longer than this are inline pictures (data: URLs), never library resources. */
const MAX_SRC = 2000;

export function designResourceRefs(design: DesignFile): ResourceRef[] {
  return refsOf(resourceUse(design));
}

/** The references of a design's resource use (library ids, and sources that are not inline pictures). */
export function refsOf(use: ResourceUse): ResourceRef[] {
  return [
    ...[...use.ids.keys()].map((id) => ({ id })),
    ...[...use.srcs.keys()].filter((src) => src.length <= MAX_SRC && !src.startsWith('data:')).map((src) => ({ src })),
  ];
}
