import { clampZoom, initialCrop, type PercentRect, type Size } from './crop-geometry.ts';

// The cropper's states (spec section 4, Cropper steps): step 1 choose, 2 crop, 3 upload; loading
// 0 idle, 1 uploading, 2 success, 3 failed. A failed upload keeps the crop, so going back to
// step 2 or sending again needs no new choice.

export type CropStep = 1 | 2 | 3;
export type CropLoading = 0 | 1 | 2 | 3;

/** The chosen picture: an object URL (or any URL the <img> can show), its file facts and natural size. */
export interface CropSource extends Size {
  url: string;
  name: string;
  type: string;
}

export interface CropperState {
  step: CropStep;
  loading: CropLoading;
  source?: CropSource | undefined;
  crop?: PercentRect | undefined;
  zoom: number;
  /** Upload progress 0–100. */
  percent: number;
  /** Why the last choice or upload failed, shown in the dialog. */
  error?: string | undefined;
}

export type CropperAction =
  | { type: 'refused'; message: string }
  | { type: 'chosen'; source: CropSource; output: Size }
  | { type: 'crop'; crop: PercentRect }
  /** A value, or a change of the current one (a held button's steps, which outrun the renders). */
  | { type: 'zoom'; zoom: number | ((current: number) => number) }
  | { type: 'upload' }
  | { type: 'progress'; percent: number }
  | { type: 'uploaded' }
  | { type: 'failed'; message: string }
  | { type: 'back' }
  | { type: 'choose-again' };

export const INITIAL_CROPPER: CropperState = { step: 1, loading: 0, zoom: 0, percent: 0 };

/** The state after `action`: cropperReducer(INITIAL_CROPPER, {type: 'chosen', …}).step -> 2. */
export function cropperReducer(state: CropperState, action: CropperAction): CropperState {
  switch (action.type) {
    case 'refused':
      return { ...state, error: action.message };
    case 'chosen':
      return { ...INITIAL_CROPPER, step: 2, source: action.source, crop: initialCrop(action.source, action.output) };
    case 'crop':
      return state.step === 2 ? { ...state, crop: action.crop } : state;
    case 'zoom':
      return state.step === 2 ? { ...state, zoom: clampZoom(typeof action.zoom === 'function' ? action.zoom(state.zoom) : action.zoom) } : state;
    case 'upload':
      return state.source && state.crop ? { ...state, step: 3, loading: 1, percent: 0, error: undefined } : state;
    case 'progress':
      return state.loading === 1 ? { ...state, percent: Math.max(state.percent, Math.min(100, action.percent)) } : state;
    case 'uploaded':
      return { ...state, loading: 2, percent: 100 };
    case 'failed':
      return { ...state, loading: 3, error: action.message };
    case 'back':
      return { ...state, step: 2, loading: 0, percent: 0, error: undefined };
    case 'choose-again':
      return INITIAL_CROPPER;
  }
}
