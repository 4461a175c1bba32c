import type { AxiosInstance, AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { getRuntimeConfig } from '../config/runtime-config';
import { storage } from '../lib/storage';
import { GUEST_PATHS, paths } from '../config/paths';
import { isHttpError } from './errors';

let onUnauthorized: () => void = () => window.location.replace(paths.auth.signIn.href());
/** The session provider routes a lost session through the router instead of a reload. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

function authorize(config: InternalAxiosRequestConfig) {
  config.baseURL = getRuntimeConfig().apiBaseUrl || undefined;
  const token = storage.get(STORAGE_KEYS.authToken);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

function onFailure(error: unknown) {
  if (isHttpError(error) && error.response?.status === 401) {
    const path = window.location.pathname;
    if (!GUEST_PATHS.some((p) => path.includes(p))) {
      storage.remove(STORAGE_KEYS.authToken);
      onUnauthorized();
    }
  }
  // The caller still receives the error.
  return Promise.reject(error);
}

/**
 * axios is fetched with the first request, not with the page: a visitor's first screen (/auth) paints without its
 * bytes (docs/benchmarks.md › Where the first visit's bytes go). `preloadApi` starts the fetch early where a request
 * is sure to follow.
 */
let instance: Promise<AxiosInstance> | undefined;
function client(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    const created = axios.create({ timeout: 20_000, headers: { 'Content-Type': 'application/json' } });
    created.interceptors.request.use(authorize);
    created.interceptors.response.use(undefined, onFailure);
    return created;
  });
  return instance;
}
export const preloadApi = (): Promise<unknown> => client();

type Config = AxiosRequestConfig;
/** The single HTTP client: axios's calls, through their api/ modules, never axios directly. */
export const api = {
  get: <T = unknown>(url: string, config?: Config): Promise<AxiosResponse<T>> => client().then((c) => c.get<T>(url, config)),
  delete: <T = unknown>(url: string, config?: Config): Promise<AxiosResponse<T>> =>
    client().then((c) => c.delete<T>(url, config)),
  post: <T = unknown>(url: string, body?: unknown, config?: Config): Promise<AxiosResponse<T>> =>
    client().then((c) => c.post<T>(url, body, config)),
  patch: <T = unknown>(url: string, body?: unknown, config?: Config): Promise<AxiosResponse<T>> =>
    client().then((c) => c.patch<T>(url, body, config)),
};
