// Server-side helpers: what a page needs before any script runs (the React SSR shell uses it).
export { moduleBoxCss } from './layout/box-css'
