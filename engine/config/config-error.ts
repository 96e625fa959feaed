/** One thing wrong in a configuration: where (a JSON path) and what, in Chinese. */
export interface ConfigError {
  path: string;
  message: string;
}
