// The texts of sharing a link: the button's, and what copying it says (site/lib/copy-link.ts).

export const SHARE_TEXT = {
  button: 'Compartir enlace',
  copied: 'Enlace copiado',
  copiedDescription: 'Pega el enlace para abrir la calculadora con estos mismos datos.',
  failed: 'No se pudo copiar el enlace',
  failedDescription: 'Copia la dirección de la barra del navegador.',
} as const;
