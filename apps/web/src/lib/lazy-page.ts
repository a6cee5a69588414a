// Lazy-loaded pages. A failed chunk load (a deploy replaced the hashed files, a dropped connection)
// forces one full navigation to the same path; sessionStorage guards against a reload loop.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { fullNavigation } from './full-navigation';

export const CHUNK_RELOAD_KEY = 'escola:chunk-reload';

const currentPath = (): string =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

const readMark = (): string | null => {
  try {
    return window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return null;
  }
};

const writeMark = (value: string | null): void => {
  try {
    if (value === null) window.sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    else window.sessionStorage.setItem(CHUNK_RELOAD_KEY, value);
  } catch {
    // Storage unavailable (private mode): the reload still happens at most once per page view.
  }
};

/** Navigates fully to the current path unless that was already tried; tells whether it did. */
export const reloadAfterChunkError = (): boolean => {
  const path = currentPath();
  if (readMark() === path) return false;
  writeMark(path);
  fullNavigation.assign(path);
  return true;
};

export const lazyPage = <Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) =>
  lazy(async () => {
    try {
      const module = await load();
      writeMark(null);
      return module;
    } catch (error) {
      if (reloadAfterChunkError()) return new Promise<never>(() => undefined);
      throw error;
    }
  });
