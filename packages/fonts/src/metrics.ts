/**
 * `@strata/fonts/metrics`: metrics of a few common Google families, for `fonts({ metrics })`
 * (each import is a few hundred bytes; a bundler keeps only those used). Any other family:
 * `import metrics from '@capsizecss/metrics/<camelCaseName>'`.
 */
export { default as inter } from '@capsizecss/metrics/inter'
export { default as lato } from '@capsizecss/metrics/lato'
export { default as montserrat } from '@capsizecss/metrics/montserrat'
export { default as notoSans } from '@capsizecss/metrics/notoSans'
export { default as openSans } from '@capsizecss/metrics/openSans'
export { default as poppins } from '@capsizecss/metrics/poppins'
export { default as raleway } from '@capsizecss/metrics/raleway'
export { default as roboto } from '@capsizecss/metrics/roboto'
