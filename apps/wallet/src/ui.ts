/** A few DOM helpers: no framework, no inline styles (the CSP forbids them). */

type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string | boolean>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (name === 'class') el.className = String(value);
    else el.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child) el.append(child);
  return el;
}

let uid = 0;

/** A labelled input (the label names it for screen readers) and its field. */
export function field(
  label: string,
  props: Partial<Record<string, string | boolean>> & { type?: string },
  hint?: string,
): { wrap: HTMLElement; input: HTMLInputElement } {
  const id = `f${++uid}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const input = h('input', { id, ...(hintId ? { 'aria-describedby': hintId } : {}), ...props });
  const wrap = h(
    'div',
    { class: 'field' },
    h('label', { for: id }, label),
    input,
    hint ? h('p', { id: hintId, class: 'hint' }, hint) : null,
  );
  return { wrap, input };
}

export function button(
  text: string,
  onClick: () => void,
  kind: 'primary' | 'secondary' = 'primary',
  type: 'button' | 'submit' = 'button',
): HTMLButtonElement {
  const b = h('button', { type, class: `btn ${kind}` }, text);
  if (type === 'button') b.addEventListener('click', onClick);
  return b;
}

/** An error line, read out by screen readers at once. */
export function alertBox(): { el: HTMLElement; show(text: string | null): void } {
  const el = h('p', { role: 'alert', class: 'error' });
  return {
    el,
    show(text) {
      el.textContent = text ?? '';
    },
  };
}

/** Sets every button and input of a container (dis)abled while work runs. */
export function setBusy(container: HTMLElement, busy: boolean): void {
  for (const el of container.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLTextAreaElement>(
    'button, input, textarea',
  ))
    el.disabled = busy;
  container.setAttribute('aria-busy', busy ? 'true' : 'false');
}
