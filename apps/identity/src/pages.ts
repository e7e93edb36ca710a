import type { Lang, T } from './i18n.ts';

/** Escapes text for HTML element content and quoted attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"'`]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c] ?? c,
  );
}

/** What every page needs to know about its request. */
export interface PageContext {
  lang: Lang;
  t: T;
  instance: string;
  /** The signed CSRF token for hidden form fields. */
  csrf: string;
}

/** The page frame: one h1, an error summary with role="alert", no scripts. */
export function layout(
  c: PageContext,
  title: string,
  body: string,
  opts: { errors?: string[]; notice?: string } = {},
): string {
  const errors = opts.errors?.length
    ? `<div class="errors" role="alert" tabindex="-1"><h2>${esc(c.t('errorSummary'))}</h2><ul>${opts.errors
        .map((e) => `<li>${esc(e)}</li>`)
        .join('')}</ul></div>`
    : '';
  const notice = opts.notice ? `<p class="notice" role="status">${esc(opts.notice)}</p>` : '';
  return `<!doctype html>
<html lang="${esc(c.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)} · ${esc(c.instance)}</title>
<link rel="stylesheet" href="/identity/assets/identity.css">
</head>
<body>
<main class="card">
<p class="brand">${esc(c.instance)}</p>
<h1>${esc(title)}</h1>
${errors}${notice}${body}
</main>
</body>
</html>`;
}

/** A labelled input; the id doubles as the name. */
export function field(
  label: string,
  name: string,
  type: string,
  opts: { value?: string; autocomplete?: string; required?: boolean; minlength?: number } = {},
): string {
  const attrs = [
    `id="${esc(name)}"`,
    `name="${esc(name)}"`,
    `type="${esc(type)}"`,
    opts.value !== undefined ? `value="${esc(opts.value)}"` : '',
    opts.autocomplete ? `autocomplete="${esc(opts.autocomplete)}"` : '',
    opts.required === false ? '' : 'required',
    opts.minlength ? `minlength="${opts.minlength}"` : '',
  ].filter(Boolean);
  return `<div class="field"><label for="${esc(name)}">${esc(label)}</label><input ${attrs.join(' ')}></div>`;
}

/** A POST form carrying the CSRF token and the language. */
export function form(c: PageContext, action: string, inner: string, submit: string): string {
  return `<form method="post" action="${esc(action)}" novalidate>
<input type="hidden" name="csrf" value="${esc(c.csrf)}">
<input type="hidden" name="lang" value="${esc(c.lang)}">
${inner}
<button type="submit">${esc(submit)}</button>
</form>`;
}

/** A list of links under a form. */
export function links(items: [href: string, label: string][]): string {
  return `<ul class="links">${items.map(([href, label]) => `<li><a href="${esc(href)}">${esc(label)}</a></li>`).join('')}</ul>`;
}

/** Adds query parameters to a path, skipping empty ones. */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The stylesheet; served as a file so the CSP can forbid inline styles and scripts. */
export const STYLESHEET = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1b1f24;background:#eef1f5}
body{margin:0;padding:2rem 1rem}
.card{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem 1.5rem 1rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.brand{margin:0;color:#5a6470;font-weight:600;text-transform:uppercase;letter-spacing:.05em;font-size:.8rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}
h2{font-size:1rem;margin:0 0 .25rem}
.field{margin-bottom:1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #8a94a0;border-radius:.4rem}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
button{width:100%;padding:.7rem;font:inherit;font-weight:600;border:0;border-radius:.4rem;background:#1d4ed8;color:#fff;cursor:pointer;margin-bottom:.5rem}
button.secondary{background:#e5e7eb;color:#1b1f24}
.errors{border:2px solid #b91c1c;background:#fef2f2;border-radius:.4rem;padding:.75rem;margin-bottom:1rem}
.errors ul{margin:0;padding-left:1.2rem}
.notice{background:#eff6ff;border-left:4px solid #1d4ed8;padding:.5rem .75rem}
.links{list-style:none;padding:0;margin:1rem 0 0}
.links li{margin:.35rem 0}
a{color:#1d4ed8}
table{width:100%;border-collapse:collapse;font-size:.9rem}
td,th{border-bottom:1px solid #e5e7eb;padding:.35rem;text-align:left;vertical-align:top;word-break:break-all}
@media (max-width:30rem){body{padding:0}.card{border-radius:0;box-shadow:none;min-height:100vh}}
@media (prefers-color-scheme:dark){html{background:#111418;color:#e7eaee}.card{background:#1b1f24}.brand{color:#9aa4b0}input{background:#111418;color:inherit}.errors{background:#3b1111}.notice{background:#0f1d3a}a{color:#93b4ff}button.secondary{background:#2d333b;color:#e7eaee}}
`;
