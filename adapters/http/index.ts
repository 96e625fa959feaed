export { apiHeaders, apiInput, apiPrefix, createHttpClient, ContractError, parseAnswer, readBody, readParsed, type ApiBody, type HttpClientOptions } from './client.ts';
export { errorMessage } from './error-message.ts';
export { createUploader, UPLOAD_ENDPOINTS, xhrFetch } from './upload.ts';
export { createAssetUrl, createDataSource, createFormServices, createImageLibrary } from './services.ts';
export {
  catalogueHook,
  classify,
  handledByCaller,
  SERVER_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  shownByCatalogue,
  type ApiEvent,
  type ApiEventContext,
  type CatalogueHandler,
} from './catalogue.ts';
export { createPendingTracker, markBackground, trackedFetch, type PendingTracker } from './pending.ts';
export { isNotFound, isSessionExpired } from './statuses.ts';
export { changedRecordOf, createListServices, dispositionName } from './list-services.ts';
export { noteDrifts, setDriftReport, type DriftReport } from './drift.ts';
export { fieldErrors } from './field-errors.ts';
export { createQueryClient } from './query.ts';

