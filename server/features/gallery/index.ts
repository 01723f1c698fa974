// The gallery feature's public entry: what another feature needs of it (re-exports only).
// server/app.ts, the composition root, registers gallery's routes from their own files.

// The image decode budget and queue, which the community's logo (branding) goes through too.
export { checkDecodeCost, IMAGE_LIMITS, ImageTooLarge } from './image-budget';
export { estimateDecodeCost, HEAD_BYTES, inDecodeTurn } from './thumbnails';
