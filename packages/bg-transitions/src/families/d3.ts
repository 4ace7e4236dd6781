// The 3D family's chunk (cube, incube, fly, turn): loaded only when a module's data or a
// `set()` names a 3D transition (families/families.ts).
export { faces, PERSPECTIVE } from '../plan/plan-3d'
