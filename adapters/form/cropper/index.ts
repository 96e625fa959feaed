export { ImageCropper, preloadCropper, type ImageCropperProps } from './lazy-cropper.tsx';
export { initialCrop, outputFormat, sourceRect, zoomScale, type CropFormat, type PercentRect } from './crop-geometry.ts';
export { cropperReducer, INITIAL_CROPPER, type CropLoading, type CropperAction, type CropperState, type CropSource, type CropStep } from './cropper-state.ts';
