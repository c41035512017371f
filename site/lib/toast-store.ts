// The notification store (spec section 9): the few parts of react-hot-toast's headless store the
// site used: add, dismiss (hidden for its exit, then removed), remove, timers that pause while the
// region is hovered or focused.
import type { ReactNode } from 'react';

export interface Toast {
  id: string;
  message: ReactNode;
  /** False from dismissal until removal, EXIT_DELAY_MS later. */
  visible: boolean;
  className?: string;
  ariaProps: { role: 'status' | 'alert'; 'aria-live': 'polite' | 'assertive' };
  duration: number;
  createdAt: number;
  /** Time spent paused, added to the toast's life. */
  pauseDuration: number;
}

export type ToastOptions = Pick<Toast, 'duration' | 'ariaProps'> & { className?: string };

/** How long a dismissed toast stays in the store (hidden) before it is removed. */
export const EXIT_DELAY_MS = 1000;

export interface ToastState {
  toasts: readonly Toast[];
  pausedAt: number | undefined;
}

let state: ToastState = { toasts: [], pausedAt: undefined };
const listeners = new Set<() => void>();
let lastId = 0;

function setState(next: ToastState) {
  state = next;
  for (const listener of listeners) listener();
}

export function getToastState(): ToastState {
  return state;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function addToast(message: ReactNode, options: ToastOptions, now = Date.now()): string {
  lastId += 1;
  const id = String(lastId);
  const toast: Toast = { id, message, visible: true, createdAt: now, pauseDuration: 0, ...options };
  setState({ ...state, toasts: [toast, ...state.toasts] });
  return id;
}

export function removeToasts(id?: string): void {
  setState({ ...state, toasts: id === undefined ? [] : state.toasts.filter((t) => t.id !== id) });
}

export function dismissToasts(id?: string): void {
  const ids = state.toasts.filter((t) => id === undefined || t.id === id).map((t) => t.id);
  setState({
    ...state,
    toasts: state.toasts.map((t) => (ids.includes(t.id) ? { ...t, visible: false } : t)),
  });
  for (const gone of ids) setTimeout(() => removeToasts(gone), EXIT_DELAY_MS);
}

export function pauseToasts(now = Date.now()): void {
  if (state.pausedAt === undefined) setState({ ...state, pausedAt: now });
}

/** Timers go on; each toast lives as much longer as the pause lasted. */
export function resumeToasts(now = Date.now()): void {
  const { pausedAt } = state;
  if (pausedAt === undefined) return;
  const paused = now - pausedAt;
  setState({
    pausedAt: undefined,
    toasts: state.toasts.map((t) => ({ ...t, pauseDuration: t.pauseDuration + paused })),
  });
}

/** Milliseconds a visible toast has left before it is dismissed (0 or less: due now). */
export function timeLeft(toast: Toast, now = Date.now()): number {
  return toast.duration + toast.pauseDuration - (now - toast.createdAt);
}
