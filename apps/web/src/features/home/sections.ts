/** Contents per section of the home page. */
export const SECTION_SIZE = 3;
