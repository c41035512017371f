// Stops the embedded database that the global setup started, if any.
export default async function globalTeardown() {
  await globalThis.__EMBEDDED_DB__?.stop();
}
