import type { RestOptions } from '@strata/core'

/**
 * Where the playground's local REST server answers (vite.config.ts mounts it in dev and preview):
 * the WordPress-style paths docs/behaviour.md §7 calls.
 */
export const PLAYGROUND_REST: RestOptions = {
  base: '/wp-json/',
  ajaxUrl: '/wp-admin/admin-ajax.php',
}
