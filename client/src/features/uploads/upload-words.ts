import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, type UploadPurpose } from '@shared/contracts/choices';
import { megabytes, typesText } from '@shared/contracts/uploads-types';

/**
 * The widget's note under the drop area, in words: 'JPEG, PNG, GIF or WebP images only,
 * up to 10 MB each'. Screens show the same line beside their upload buttons.
 */
export function defaultNote(purpose: UploadPurpose, maxFileSize?: number) {
  const max = maxFileSize ?? (purpose === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES);
  return `${typesText(purpose)}, up to ${megabytes(max)} each`;
}
