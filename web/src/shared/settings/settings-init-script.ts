/**
 * Runs inline at the top of <head>, before the first paint: applies the stored theme and font
 * size so a visitor never sees a flash of the wrong theme. Inline rather than a file because a
 * blocking script file costs a round trip before anything is drawn. The gateway's CSP allows
 * exactly this text by its sha256 (gateway/default.conf.template; the gateway test checks it),
 * so any edit here needs the new hash there. Keys: STORAGE_KEYS.theme and .fontSize.
 */
export const SETTINGS_INIT_SCRIPT =
  "try{var d=document.documentElement,t=localStorage.getItem('portal.theme'),f=localStorage.getItem('portal.fontSize');" +
  "if(t==='light')d.setAttribute('data-theme','light');if(f==='small'||f==='large')d.setAttribute('data-font-size',f)}catch(e){}";
