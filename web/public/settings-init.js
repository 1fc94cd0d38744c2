// Applies the stored theme and font size before the first paint (no flash of the wrong theme).
try {
  var d = document.documentElement, t = localStorage.getItem('portal.theme'), f = localStorage.getItem('portal.fontSize');
  if (t === 'light') d.setAttribute('data-theme', 'light');
  if (f === 'small' || f === 'large') d.setAttribute('data-font-size', f);
} catch (e) {}
