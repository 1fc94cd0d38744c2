import { useCallback } from 'react';
import { STORAGE_KEYS, useStoredRaw, writeRaw } from '../storage/local-store';

export type Theme = 'dark' | 'light';
export type FontSize = 'small' | 'medium' | 'large';
export const FONT_SIZES: readonly FontSize[] = ['small', 'medium', 'large'];

/** Dark theme, medium font and sound on by default; every choice is persisted. */
export function useSettings() {
  const themeRaw = useStoredRaw(STORAGE_KEYS.theme);
  const fontRaw = useStoredRaw(STORAGE_KEYS.fontSize);
  const soundRaw = useStoredRaw(STORAGE_KEYS.sound);
  const theme: Theme = themeRaw === 'light' ? 'light' : 'dark';
  const fontSize: FontSize = fontRaw === 'small' || fontRaw === 'large' ? fontRaw : 'medium';
  const muted = soundRaw === 'off';
  return {
    theme,
    fontSize,
    muted,
    setTheme: useCallback((t: Theme) => writeRaw(STORAGE_KEYS.theme, t), []),
    setFontSize: useCallback((f: FontSize) => writeRaw(STORAGE_KEYS.fontSize, f), []),
    setMuted: useCallback((m: boolean) => writeRaw(STORAGE_KEYS.sound, m ? 'off' : 'on'), []),
  };
}

/** Mirrors the settings onto <html> (settings-init-script.ts does the same before first paint). */
export function applySettingsToDocument(theme: Theme, fontSize: FontSize): void {
  const el = document.documentElement;
  el.dataset.theme = theme;
  el.dataset.fontSize = fontSize;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0f1020' : '#f5f6fb');
}
