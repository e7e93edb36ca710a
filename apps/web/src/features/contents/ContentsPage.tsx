/** Placeholder until the contents feature lands (issue #4, in progress). */
export default function ContentsPage() {
  return null;
}
