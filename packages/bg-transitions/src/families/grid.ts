// The slots family's chunk (slots, boxes, grids, curtains, blinds: any `rows` × `columns` above
// one piece): loaded only when a module's data or a `set()` names one (families/families.ts).

export { gridRects } from '../plan/grid-rects'
export { staggerRanks } from '../plan/stagger'
export { buildGridPieces } from './grid-pieces'
