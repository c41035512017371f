// The notification region: renders the toast store, F8 focuses it, swipe right closes.
import * as React from 'react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { dismissNotification } from '../lib/notify';
import {
  dismissToasts,
  getToastState,
  pauseToasts,
  resumeToasts,
  subscribeToasts,
  timeLeft,
  type Toast,
} from '../lib/toast-store';

const TEXT = {
  region: 'Notificaciones (F8)',
  close: 'Cerrar notificación',
} as const;

const FOCUS_HOTKEY = 'F8';
/** A swipe to the right at least this long dismisses the toast. */
export const SWIPE_THRESHOLD_PX = 50;

function ToastItem({ toast }: { toast: Toast }) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; id: number } | null>(null);

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    // Presses on the close button stay clicks.
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, id: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - start.current.x));
  };
  const onPointerEnd = (event: React.PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    if (event.type === 'pointerup' && distance >= SWIPE_THRESHOLD_PX) {
      dismissNotification(toast.id);
    } else {
      setOffset(0);
    }
  };

  const { role, 'aria-live': ariaLive } = toast.ariaProps;
  return (
    <div
      className={`toast${toast.className ? ` ${toast.className}` : ''}`}
      role={role}
      aria-live={ariaLive}
      aria-atomic="true"
      data-swiping={offset > 0 ? 'true' : undefined}
      style={
        offset ? { transform: `translateX(${offset}px)`, opacity: 1 - offset / 300 } : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <div className="toast__content">{toast.message}</div>
      <button
        type="button"
        className="btn btn--icon"
        aria-label={TEXT.close}
        onClick={() => dismissNotification(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export default function Toaster() {
  const { toasts, pausedAt } = useSyncExternalStore(subscribeToasts, getToastState, getToastState);
  const regionRef = useRef<HTMLElement>(null);

  // Each visible toast is dismissed when its time is up; the clocks stop while paused.
  useEffect(() => {
    if (pausedAt !== undefined) return;
    const now = Date.now();
    const timers: number[] = [];
    for (const toast of toasts) {
      if (!toast.visible) continue;
      const left = timeLeft(toast, now);
      if (left <= 0) dismissToasts(toast.id);
      else timers.push(window.setTimeout(() => dismissToasts(toast.id), left));
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [toasts, pausedAt]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== FOCUS_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  // Dismissed toasts linger in the store for their exit delay; only the newest visible one shows.
  const visible = toasts.filter((toast) => toast.visible).slice(0, 1);

  return (
    <section
      ref={regionRef}
      role="region"
      aria-label={TEXT.region}
      tabIndex={-1}
      className="toast-region"
      onMouseEnter={() => pauseToasts()}
      onMouseLeave={() => resumeToasts()}
      onFocus={() => pauseToasts()}
      onBlur={() => resumeToasts()}
    >
      {/* Not a list: a list item may not carry the status or alert role each toast needs. */}
      {visible.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
