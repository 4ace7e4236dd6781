/**
 * `@strata/fonts/metrics`: metrics of a few common Google families and their bold (`…700`), for
 * `fonts({ metrics })` (each a few hundred bytes; a bundler keeps only those used). Any other
 * family or weight: `import metrics from '@capsizecss/metrics/<camelCaseName>[/<weight>]'`.
 */
export { default as inter } from '@capsizecss/metrics/inter'
export { default as inter700 } from '@capsizecss/metrics/inter/700'
export { default as lato } from '@capsizecss/metrics/lato'
export { default as lato700 } from '@capsizecss/metrics/lato/700'
export { default as montserrat } from '@capsizecss/metrics/montserrat'
export { default as montserrat700 } from '@capsizecss/metrics/montserrat/700'
export { default as notoSans } from '@capsizecss/metrics/notoSans'
export { default as notoSans700 } from '@capsizecss/metrics/notoSans/700'
export { default as openSans } from '@capsizecss/metrics/openSans'
export { default as openSans700 } from '@capsizecss/metrics/openSans/700'
export { default as poppins } from '@capsizecss/metrics/poppins'
export { default as poppins700 } from '@capsizecss/metrics/poppins/700'
export { default as raleway } from '@capsizecss/metrics/raleway'
export { default as raleway700 } from '@capsizecss/metrics/raleway/700'
export { default as roboto } from '@capsizecss/metrics/roboto'
export { default as roboto700 } from '@capsizecss/metrics/roboto/700'
