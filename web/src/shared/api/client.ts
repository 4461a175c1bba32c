import axios, { AxiosError } from 'axios';
import { STORAGE_KEYS } from '@gold/contracts/constants';
import { getRuntimeConfig } from '../config/runtime-config';
import { storage } from '../lib/storage';
import { GUEST_PATHS, paths } from '../config/paths';

let onUnauthorized: () => void = () => window.location.replace(paths.auth.signIn.href());
/** The session provider routes a lost session through the router instead of a reload. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** The single HTTP client. Features call it through their api/ modules, never axios directly. */
export const api = axios.create({ timeout: 20_000, headers: { 'Content-Type': 'application/json' } });

api.interceptors.request.use((config) => {
  config.baseURL = getRuntimeConfig().apiBaseUrl || undefined;
  const token = storage.get(STORAGE_KEYS.authToken);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) {
    const path = window.location.pathname;
    if (!GUEST_PATHS.some((p) => path.includes(p))) {
      storage.remove(STORAGE_KEYS.authToken);
      onUnauthorized();
    }
  }
  // The caller still receives the error.
  return Promise.reject(error);
});
