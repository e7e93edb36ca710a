/** Placeholder until the contents feature lands (issue #4, in progress). */
export default function ContentPage() {
  return null;
}
