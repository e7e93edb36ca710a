// The rules of the post composer's draft, kept pure for the unit tests.

/**
 * How many of a post's current images a save keeps: all of them while no new image is added, none
 * once one is (the server's `img_files` replace a post's images; sending none keeps them).
 */
export function keptImages(current: number, added: number): number {
  return added > 0 ? 0 : current;
}

/** Whether a post may be sent: it has text, or new images, or (editing) images it keeps; a post may be only images. */
export function canSendPost(bodyEmpty: boolean, newImages: number, keptImages: number): boolean {
  return !bodyEmpty || newImages > 0 || keptImages > 0;
}
