// What a visitor reads when a request cannot reach the server, in one place for every form.
export const OFFLINE_MESSAGE = 'No hay conexión. Comprueba tu conexión e inténtalo de nuevo.';

/** Told once when code the page loads on demand cannot be fetched (site/lib/chunk-retry.ts). */
export const CODE_OFFLINE = {
  title: 'No hay conexión',
  description:
    'No se ha podido cargar una parte de la página. Lo que has escrito se conserva y lo intentaremos de nuevo en cuanto vuelva la conexión.',
} as const;

/** Told when that code is no longer on the server: a new version of the site was published. */
export const CODE_GONE = {
  title: 'Hay una versión nueva de la página',
  description:
    'Recarga la página para seguir. Si has escrito algo que no quieras perder, cópialo antes.',
} as const;
