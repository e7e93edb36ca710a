// The child side of the bench's IPC handshake (see startChild in lib.ts).

/** Says hello to the parent and resolves with the init message it answers with. */
export function awaitInit(): Promise<unknown> {
  return new Promise((resolve) => {
    process.once('message', resolve);
    process.send!({ hello: true });
  });
}
