// The upload widget's public face for other features (re-exports only). Uppy itself
// (./uppy-widget) stays behind the hook's own import(), so importing this file does not
// pull it in.

export { ImageUploadButton } from './image-upload-button';
export type { FailedUpload, UploadedImage } from './types';
export { defaultNote } from './upload-words';
export { UploaderButton } from './uploader-button';
export { useImageUploader } from './use-image-uploader';
export { useUploaderInDialog } from './use-uploader-in-dialog';
