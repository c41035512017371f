// The notification region: renders react-hot-toast's headless state, F8 focuses it, swipe right closes.
import * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { TOAST_DURATION_MS, dismissNotification } from '../lib/notify';

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
      <div className="toast__content">{resolveValue(toast.message, toast)}</div>
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
  const { toasts, handlers } = useToaster({ duration: TOAST_DURATION_MS });
  const regionRef = useRef<HTMLElement>(null);

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
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={handlers.endPause}
    >
      {/* Not a list: a list item may not carry the status or alert role each toast needs. */}
      {visible.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
