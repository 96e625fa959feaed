import ky from 'ky';
import { formatIssues, z } from '../engine/index.ts';

/**
 * The settings the built app reads at start-up from `runtime-config.json`, served beside
 * index.html, so that one build serves any backend (DESIGN.md, Runtime configuration).
 * Every key is optional; a missing file means all defaults (same origin, site-name cepsp).
 */
export const runtimeConfigSchema = z
  .object({
    /** Base URL of the API; '' is the origin the app is served from. */
    apiBase: z.string().default(''),
    /** Sent as the `site-name` header on every call (spec section 7). */
    siteName: z.string().min(1).default('cepsp'),
    /** Prefix for relative image paths (spec section 9); '' keeps them relative. */
    storageHost: z.string().default(''),
    mapTileUrl: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
    geocoderUrl: z.string().default(''),
    supportChatUrl: z.string().default(''),
  })
  .strict();

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const RUNTIME_CONFIG_FILE = 'runtime-config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Validates the file's content; throws a RuntimeConfigError naming the file and each bad key. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw ?? {});
  if (result.success) return result.data;
  throw new RuntimeConfigError(`${RUNTIME_CONFIG_FILE} 有误：\n${formatIssues(result.error).join('\n')}`);
}

/** Fetches and validates runtime-config.json beside `baseUrl` (the page's base URL). */
export async function loadRuntimeConfig(baseUrl: string): Promise<RuntimeConfig> {
  const response = await ky.get(new URL(RUNTIME_CONFIG_FILE, baseUrl), { throwHttpErrors: false, retry: 0 });
  if (response.status === 404) return parseRuntimeConfig({});
  if (!response.ok) {
    throw new RuntimeConfigError(`无法读取 ${RUNTIME_CONFIG_FILE}：HTTP ${response.status}`);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch (error) {
    throw new RuntimeConfigError(`${RUNTIME_CONFIG_FILE} 不是有效的 JSON：${(error as Error).message}`);
  }
  return parseRuntimeConfig(raw);
}
