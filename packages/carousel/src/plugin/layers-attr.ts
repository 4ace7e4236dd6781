/** Attribute on a slide whose layers should play now; layer plugins read it. */
export const LAYERS_ATTR = 'data-carousel-layers'
