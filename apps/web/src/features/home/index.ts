export { SECTION_SIZE } from './sections.ts';
