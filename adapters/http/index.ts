export { apiHeaders, apiInput, apiPrefix, createHttpClient, ContractError, errorMessage, parseAnswer, readBody, readParsed, type ApiBody, type HttpClientOptions } from './client.ts';
export { createUploader, UPLOAD_ENDPOINTS, xhrFetch } from './upload.ts';
export { createAssetUrl, createDataSource, createFormServices, createImageLibrary } from './services.ts';
export {
  catalogueHook,
  classify,
  createPendingTracker,
  handledByCaller,
  isNotFound,
  markBackground,
  SERVER_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  shownByCatalogue,
  trackedFetch,
  type ApiEvent,
  type ApiEventContext,
  type CatalogueHandler,
  type PendingTracker,
} from './catalogue.ts';
export { changedRecordOf, createListServices, dispositionName } from './list-services.ts';
export { noteDrifts, setDriftReport, type DriftReport } from './drift.ts';
export { isSessionExpired } from './catalogue.ts';
export { fieldErrors } from './field-errors.ts';
export { createQueryClient } from './query.ts';

