// The cookie settings as a native modal <dialog> (showModal): one switch per category, focus kept inside.
import * as React from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  OPTIONAL_CONSENT_CATEGORIES,
  type CookieConsent,
  type OptionalConsentCategory,
} from '../../core/consent';

const TEXT = {
  title: 'Preferencias de cookies',
  intro:
    'Elige qué cookies aceptas. Las necesarias no se pueden desactivar porque el sitio no funciona sin ellas.',
  save: 'Guardar preferencias',
  cancel: 'Cancelar',
  necessary: {
    label: 'Necesarias',
    description:
      'Imprescindibles para que el sitio funcione y recuerde tu elección. Siempre activas.',
  },
  categories: {
    analytics: {
      label: 'Analíticas',
      description: 'Nos ayudan a saber qué herramientas se usan más para mejorarlas.',
    },
    marketing: {
      label: 'Marketing',
      description: 'Permiten mostrarte publicidad relevante en este y otros sitios.',
    },
    functional: {
      label: 'Funcionales',
      description: 'Recuerdan preferencias adicionales para personalizar tu experiencia.',
    },
  } satisfies Record<OptionalConsentCategory, { label: string; description: string }>,
} as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  /** The choice the switches start from. */
  initial: CookieConsent;
  onSave: (consent: CookieConsent) => void;
  /** 'Cancelar' and Escape: close without saving. */
  onCancel: () => void;
}

/** Tab from the last control goes to the first and back, never out to the browser's controls. */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !dialog.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

function useModal(dialogRef: React.RefObject<HTMLDialogElement | null>, onCancel: () => void) {
  // showModal makes the rest of the page inert and draws the ::backdrop; focus moves into the
  // dialog on open and back to whatever opened it on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      // The opener may be gone (the banner closes on save): fall back to the main content.
      const target = opener?.isConnected ? opener : document.getElementById('contenido');
      target?.focus({ preventScroll: true });
    };
  }, [dialogRef]);

  // Escape is handled here (and the native cancel event prevented below) so that closing always
  // goes through onCancel.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancel();
        return;
      }
      if (event.key === 'Tab') keepFocusInside(dialog, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialogRef, onCancel]);
}

export default function CookieSettingsDialog({ initial, onSave, onCancel }: Props) {
  const [draft, setDraft] = useState<CookieConsent>(initial);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  useModal(dialogRef, onCancel);

  const toggle = (category: OptionalConsentCategory) =>
    setDraft((current) => ({ ...current, [category]: !current[category] }));

  return (
    <dialog
      ref={dialogRef}
      className="cookie-dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{TEXT.title}</h2>
      <p id={`${id}-intro`}>{TEXT.intro}</p>
      <ul className="cookie-dialog__list">
        <li className="cookie-switch">
          <label htmlFor={`${id}-necessary`}>{TEXT.necessary.label}</label>
          <input
            id={`${id}-necessary`}
            type="checkbox"
            role="switch"
            checked
            disabled
            readOnly
            aria-describedby={`${id}-necessary-desc`}
          />
          <p id={`${id}-necessary-desc`}>{TEXT.necessary.description}</p>
        </li>
        {OPTIONAL_CONSENT_CATEGORIES.map((category) => (
          <li className="cookie-switch" key={category}>
            <label htmlFor={`${id}-${category}`}>{TEXT.categories[category].label}</label>
            <input
              id={`${id}-${category}`}
              type="checkbox"
              role="switch"
              checked={draft[category]}
              onChange={() => toggle(category)}
              aria-describedby={`${id}-${category}-desc`}
            />
            <p id={`${id}-${category}-desc`}>{TEXT.categories[category].description}</p>
          </li>
        ))}
      </ul>
      <div className="cookie-dialog__actions">
        <button type="button" className="btn btn--primary" onClick={() => onSave(draft)}>
          {TEXT.save}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {TEXT.cancel}
        </button>
      </div>
    </dialog>
  );
}
