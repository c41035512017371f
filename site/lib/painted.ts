// A press is drawn before the work it asks for: the button pressed, its focus, in the press's own
// frame; the calculation or the messages in a task after it (issue 27: at 4x CPU that work, done
// inside the press, held its frame 60-150 ms).

/**
 * Resolves once the browser has painted the next frame (at once in a hidden page, which paints
 * none).
 */
export function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (document.hidden) setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
