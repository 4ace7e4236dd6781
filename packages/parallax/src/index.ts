/** The package's name; its features arrive with its issue (see README.md). */
export const packageName = '@strata/parallax'
