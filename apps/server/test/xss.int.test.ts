import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeComment, sanitizeRichText } from '../src/lib/sanitize.ts';
import { commentsWorld, type CommentsWorld } from './comments-fixtures.ts';

/** Classic filter-evasion vectors (OWASP XSS filter evasion cheat sheet and mutation XSS). */
const BASE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script/xss src="https://xss.example/xss.js"></script>',
  '<<script>alert("XSS");//<</script>',
  '<script src=//xss.example/.j>',
  '<iframe src=https://xss.example/scriptlet.html <',
  "\\\";alert('XSS');//",
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '<img src="javascript:alert(\'XSS\');">',
  "<img src=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<img src=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<img """><script>alert("XSS")</script>">',
  '<img src=javascript:alert(String.fromCharCode(88,83,83))>',
  '<img src=# onmouseover="alert(\'xxs\')">',
  '<img src= onmouseover="alert(\'xxs\')">',
  '<img onmouseover="alert(\'xxs\')">',
  '<img src=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<img src=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<img src=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<img src="jav\tascript:alert(\'XSS\');">',
  '<img src="jav&#x09;ascript:alert(\'XSS\');">',
  '<img src="jav&#x0A;ascript:alert(\'XSS\');">',
  '<img src="jav&#x0D;ascript:alert(\'XSS\');">',
  '<img src=" &#14;  javascript:alert(\'XSS\');">',
  '<script/XSS SRC="https://xss.example/xss.js"></script>',
  '<body onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<script/src="https://xss.example/xss.js"></script>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="https://xss.example/scriptlet.html"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></embed>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><foreignObject><iframe src=javascript:alert(1)></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">click</math>',
  '<math><maction actiontype="statusline#" xlink:href="javascript:alert(1)">x</maction></math>',
  "<style>@import'https://xss.example/xss.css';</style>",
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="background-image: url(javascript:alert(\'XSS\'))">x</div>',
  '<div style="width: expression(alert(\'XSS\'));">x</div>',
  '<p style="x:expr/**/ession(alert(1))">x</p>',
  '<link rel="stylesheet" href="javascript:alert(\'XSS\');">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(\'XSS\');">',
  '<meta http-equiv="refresh" content="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<base href="javascript:alert(\'XSS\');//">',
  '<base href="https://xss.example/">',
  '<form action="javascript:alert(1)"><input type=submit></form>',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '<input onfocus=alert(1) autofocus>',
  '<select onfocus=alert(1) autofocus>',
  '<textarea onfocus=alert(1) autofocus>',
  '<keygen onfocus=alert(1) autofocus>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<video poster=javascript:alert(1)//></video>',
  '<body onload=alert(1)>',
  '<body background="javascript:alert(\'XSS\')">',
  '<table background="javascript:alert(\'XSS\')">',
  '<td background="javascript:alert(\'XSS\')">',
  '<div onpointerover="alert(1)">MOVE HERE</div>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  '<noframes><p title="</noframes><img src=x onerror=alert(1)>"></noframes>',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<iframe><p title="</iframe><img src=x onerror=alert(1)>">',
  '<title><p title="</title><img src=x onerror=alert(1)>">',
  '<textarea><p title="</textarea><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><table><mi><style><img src=x onerror=alert(1)></style></mi></table></mi></math>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="java&#13;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6a;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="jav&Tab;ascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  '<a href="//xss.example">x</a>',
  '<a href="\\\\xss.example">x</a>',
  '<a href="feed:javascript:alert(1)">x</a>',
  '<a href="x" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" target="_self" style="color:red">ok</a>',
  '<a href="https://ok.example" formaction="javascript:alert(1)">ok</a>',
  '<p/onclick=alert(1)>x</p>',
  '<p onclick\n=alert(1)>x</p>',
  '<p\tonclick=alert(1)>x</p>',
  '<strong onmouseover=alert(1)>x</strong>',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
  '<ul><li onclick=alert(1)>x</li></ul>',
  '<code><script>alert(1)</script></code>',
  '<pre><img src=x onerror=alert(1)></pre>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<script>/*</script><img src=x onerror=alert(1)>*/</script>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
  '<div id="x" tabindex=1 onfocusin=alert(1)>x</div>',
  '<img src=x:alert(alt) onerror=eval(src) alt=xss>',
  '<portal src=javascript:alert(1)>',
  '<frameset onload=alert(1)>',
  '<applet code="javascript:alert(1)"></applet>',
  '<bgsound src="javascript:alert(1)">',
  '<layer src="https://xss.example/scriptlet.html"></layer>',
  '<xss style="xss:expression(alert(\'XSS\'))">',
  '<div style="behavior: url(https://xss.example/xss.htc);">x</div>',
  '<p>ok</p><script>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<a href="https://ok.example">ok</a><a href="javascript:alert(1)">bad</a>',
];

const HANDLERS = [
  'onload',
  'onerror',
  'onclick',
  'onmouseover',
  'onfocus',
  'onanimationstart',
  'onbeforetoggle',
  'ONCLICK',
];
const HANDLER_TAGS = ['p', 'a', 'strong', 'img', 'div', 'body', 'svg', 'iframe', 'input', 'em'];
const SCHEMES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'jav&#x09;ascript:alert(1)',
  '\u0001javascript:alert(1)',
];

/** At least 200 payloads: the classic list, every handler on many tags, every scheme in href/src. */
function payloads(): string[] {
  const out = new Set(BASE);
  for (const h of HANDLERS) for (const t of HANDLER_TAGS) out.add(`<${t} ${h}="alert(1)">x</${t}>`);
  for (const s of SCHEMES) {
    out.add(`<a href="${s}">x</a>`);
    out.add(`<img src="${s}">`);
    out.add(`<p><a href='${s}'>quoted</a></p>`);
  }
  return [...out];
}

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'base',
  'meta',
  'form',
  'link',
  'img',
  'frame',
  'frameset',
  'applet',
  'template',
  'noscript',
  'input',
  'button',
  'textarea',
  'select',
  'video',
  'audio',
  'source',
]);
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'cite',
  'background',
  'poster',
  'srcdoc',
]);

/** Every problem a real HTML parse of the stored markup finds (empty: nothing executable). */
function executableMarkup(html: string, allowedTags: Set<string>): string[] {
  const problems: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (FORBIDDEN_ELEMENTS.has(name)) problems.push(`element <${name}>`);
        if (!allowedTags.has(name)) problems.push(`unexpected element <${name}>`);
        for (const [attr, value] of Object.entries(attribs)) {
          if (/^on/i.test(attr)) problems.push(`handler ${attr}`);
          if (attr === 'style' || attr === 'srcdoc') problems.push(`attribute ${attr}`);
          if (URL_ATTRIBUTES.has(attr)) {
            // Browsers decode entities and drop tabs, newlines and control characters before the scheme.
            const url = [...decodeHTML(value)]
              .filter((ch) => ch.charCodeAt(0) > 0x20 && (ch.charCodeAt(0) < 0x7f || ch.charCodeAt(0) > 0x9f))
              .join('');
            const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
            if (attr !== 'href') problems.push(`url attribute ${attr}`);
            else if (scheme && !['http', 'https', 'mailto'].includes(scheme)) problems.push(`scheme ${scheme}`);
            else if (!scheme && url.startsWith('//')) problems.push('protocol-relative href');
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  // Independent of any parser: a literal "<" may only open an allowed tag; text keeps it escaped.
  for (const m of html.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9:-]*)/g)) {
    if (!allowedTags.has(m[1]!.toLowerCase())) problems.push(`raw tag ${m[1]}`);
  }
  return problems;
}

const COMMENT_TAGS = new Set(['p', 'br', 'strong', 'em', 's', 'u', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a']);
const CONTENT_TAGS = new Set([...COMMENT_TAGS, 'h2', 'h3', 'h4', 'b', 'i', 'hr']);

describe('XSS: at least 200 payloads through comments and content bodies leave no executable markup', () => {
  let w: CommentsWorld;
  let alice: string;
  const list = payloads();

  beforeAll(async () => {
    w = await commentsWorld();
    alice = await w.user('alice');
    await w.content('xss-target');
  });
  afterAll(async () => {
    await w.close();
  });

  it('has at least 200 distinct payloads', () => {
    expect(list.length).toBeGreaterThanOrEqual(200);
  });

  it('the checker itself finds executable markup in every unsanitized payload', () => {
    const caught = list.filter((p) => executableMarkup(p, COMMENT_TAGS).length > 0);
    // Payloads that are harmless text without sanitizing (e.g. a quote-breaking string) are few.
    expect(caught.length).toBeGreaterThanOrEqual(list.length - 5);
  });

  it('stores and returns every payload posted as a comment without executable markup', async () => {
    let stored = 0;
    for (const payload of list) {
      const res = await w.req('POST', '/v2/contents/xss-target/comments', alice, { comment: { body: payload } });
      if (res.statusCode === 422) {
        expect(res.json().code, payload).toBe('EMPTY_COMMENT');
        continue;
      }
      expect(res.statusCode, payload).toBe(201);
      stored++;
      const id = res.json().data.id as string;
      const fetched = await w.req('GET', `/v2/comments/${id}`);
      const body = fetched.json().data.attributes.body as string;
      expect(executableMarkup(body, COMMENT_TAGS), `${payload} → ${body}`).toEqual([]);
      expect(body).toBe(res.json().data.attributes.body);
    }
    expect(stored).toBeGreaterThan(100);
  });

  it('sanitizes every payload as a content body without executable markup', () => {
    for (const payload of list) {
      const body = sanitizeRichText(payload);
      expect(executableMarkup(body, CONTENT_TAGS), `${payload} → ${body}`).toEqual([]);
    }
  });

  it('keeps safe links, hardened with rel, and the comment formatting', () => {
    expect(
      sanitizeComment('<p><a href="https://ok.example" target="_blank" rel="opener">ok</a> <s>x</s> <u>y</u></p>'),
    ).toBe('<p><a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a> <s>x</s> <u>y</u></p>');
    expect(sanitizeComment('<a href="mailto:fan@example.test">mail</a>')).toContain('href="mailto:fan@example.test"');
    expect(sanitizeComment('<h2>big</h2><hr>')).toBe('big');
  });
});
