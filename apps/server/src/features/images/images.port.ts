/**
 * What other features may use of `images` (the import boundary: docs/architecture.md §1).
 * Anything not listed here is private to the feature.
 */
export { processImage } from './image-processing';
