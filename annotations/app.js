// Keys e, i, t, o and s press the matching label button, unless typing.
document.addEventListener('keydown', (ev) => {
  if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.repeat || ev.target.closest('input, textarea')) return;
  const b = document.querySelector(`button[data-key="${CSS.escape(ev.key.toLowerCase())}"]`);
  if (b) { ev.preventDefault(); b.click(); }
});
// A click into the preview gives it the focus, and its keys would not reach
// us: hand the focus back (scrolling the preview needs no focus).
window.addEventListener('blur', () => setTimeout(() => {
  if (document.activeElement instanceof HTMLIFrameElement) { document.activeElement.blur(); window.focus(); }
}));
