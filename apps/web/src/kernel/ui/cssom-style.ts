/** Style properties set through the CSS object model (camelCase names, as React's `style`). */
type Styles = Partial<Record<'backgroundColor' | 'color' | 'width' | 'aspectRatio', string | undefined>>;

/**
 * A ref that sets an element's style through the CSS object model, for values that come from data
 * (an instance's category colours). The strict CSP (`style-src 'self'`) blocks `style` attributes in
 * HTML, and a server-rendered page is HTML: React's `style` prop would be dropped there and not set
 * again by hydration. Through the object model it applies in the browser, whoever drew the element.
 */
export function cssomStyle(styles: Styles): (element: HTMLElement | null) => void {
  return (element) => {
    if (!element) return;
    for (const [name, value] of Object.entries(styles)) element.style.setProperty(kebab(name), value ?? '');
  };
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
