export { apiHeaders, apiInput, apiPrefix, createHttpClient, errorMessage, readBody, readData, type ApiBody, type HttpClientOptions } from './client.ts';
export { createUploader, UPLOAD_ENDPOINTS, xhrFetch } from './upload.ts';
export { createAssetUrl, createDataSource, createHttpServices, createImageLibrary } from './services.ts';
