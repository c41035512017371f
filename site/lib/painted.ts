// A press is drawn before the work it asks for: the button pressed, its focus, in the press's own
// frame; the calculation or the messages in a task after it.

/** At once in a hidden page, which paints no frame. */
export function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden) setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
