// What a visitor reads when a request cannot reach the server, in one place for every form.
export const OFFLINE_MESSAGE = 'No hay conexión. Comprueba tu conexión e inténtalo de nuevo.';

/** Told once when code the page loads on demand cannot be fetched (site/lib/chunk-retry.ts). */
export const CODE_OFFLINE = {
  title: 'No hay conexión',
  description:
    'No se ha podido cargar una parte de la página. Lo que has escrito se conserva y lo intentaremos de nuevo en cuanto vuelva la conexión.',
} as const;
