// What a visitor reads when a request cannot reach the server, in one place for every form.
export const OFFLINE_MESSAGE = 'No hay conexión. Comprueba tu conexión e inténtalo de nuevo.';
