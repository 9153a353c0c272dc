import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

const DCM_TAG = `<ins class='dcmads' style='display:inline-block;width:300px;height:250px'
    data-dcm-placement='N1234.5678EXAMPLE/B2345;1234567' data-dcm-rendering-mode='iframe'
    data-dcm-https-only data-dcm-click-tracker='%%CLICK_URL_UNESC%%'>
  <script src='https://www.googletagservices.com/dcm/dcmads.js'></script>
</ins>`;

const SIZMEK_TAG = `<script src="https://bs.serving-sys.com/Serving/adServer.bs?cn=display&c=19&pli=123&adid=456&ord=[timestamp]&click=\${CLICK_URL}"></script>
<noscript><a href="https://bs.serving-sys.com/Serving/adServer.bs?cn=brd&pli=123&adid=456" target="_blank">
<img src="https://bs.serving-sys.com/Serving/adServer.bs?c=8&cn=display&pli=123&adid=456" width="728" height="90" border="0"></a></noscript>`;

const FLASHTALKING_TAG = `<noscript><a href="https://servedby.flashtalking.com/click/1/1234;5678;0;209;0/?ft_width=160&ft_height=600&url=1234" target="_blank">
<img border="0" src="https://servedby.flashtalking.com/imp/1/1234;5678;205;gif;Example;160x600/?" /></a></noscript>
<script src="https://servedby.flashtalking.com/imp/1/1234;5678;201;js;Example;160x600/?ftx=&fty=&ftadz=&ftscw=&ft_custom=&ftOBA=1&ft_width=160&ft_height=600&ft_ifb=1&ft_clickTag=[CLICK_URL]&cachebuster=[CACHEBUSTER]"></script>`;

describe.each(testDatabaseKinds())('tag check on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const check = (tag: string, secure = true) =>
    t.request('POST', '/api/creatives/check_tag', { token, body: { tag, secure } });

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  it('accepts a Campaign Manager (DCM) tag and reads its ad server, click macro and size', async () => {
    const res = await check(DCM_TAG);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toEqual({
      valid: true,
      errors: [],
      warnings: [],
      detected: {
        ad_server: 'dcm',
        width: 300,
        height: 250,
        elements: { script: 1, iframe: 0, img: 0, ins: 1 },
        vast_url: null,
        click_macro: '%%CLICK_URL_UNESC%%',
        insecure_urls: [],
        uses_document_write: false,
      },
    });
  });

  it('recognises Sizmek and Flashtalking tags and their declared sizes', async () => {
    const sizmek = (await check(SIZMEK_TAG)).json.data;
    expect(sizmek).toMatchObject({ valid: true, detected: { ad_server: 'sizmek', width: 728, height: 90 } });
    const flashtalking = (await check(FLASHTALKING_TAG)).json.data;
    expect(flashtalking).toMatchObject({
      valid: true,
      detected: { ad_server: 'flashtalking', width: 160, height: 600, click_macro: '[CLICK_URL]' },
    });
  });

  it('reports every http:// resource as an error on secure creatives and only lists them otherwise', async () => {
    const tag = `<script src="http://ads.example.com/tag.js?click=%%CLICK_URL_UNESC%%"></script><img src="http://ads.example.com/pixel.gif" width="1" height="1">`;
    const secure = (await check(tag, true)).json.data;
    expect(secure.valid).toBe(false);
    expect(secure.errors).toEqual([
      { key: 'creative_tag.insecure_url', detail: 'http://ads.example.com/tag.js?click=%%CLICK_URL_UNESC%%' },
      { key: 'creative_tag.insecure_url', detail: 'http://ads.example.com/pixel.gif' },
    ]);
    const plain = (await check(tag, false)).json.data;
    expect(plain.valid).toBe(true);
    expect(plain.detected.insecure_urls).toHaveLength(2);
  });

  it('reports unbalanced markup, a missing click macro and document.write', async () => {
    const res = await check(
      `<div><script>document.write('<img src="https://t.example.com/p.gif">');</script><span></div></iframe>`,
    );
    expect(res.json.data.valid).toBe(false);
    expect(res.json.data.errors).toEqual([
      { key: 'creative_tag.unclosed_element', detail: '<span>' },
      { key: 'creative_tag.stray_end_tag', detail: '</iframe>' },
    ]);
    expect(res.json.data.warnings).toEqual([
      { key: 'creative_tag.missing_click_macro', detail: null },
      { key: 'creative_tag.document_write', detail: null },
    ]);
    expect(res.json.data.detected.uses_document_write).toBe(true);
  });

  it('needs an ad element or a VAST URL, and accepts a bare VAST URL', async () => {
    const text = (await check('<p>Buy now!</p>')).json.data;
    expect(text.valid).toBe(false);
    expect(text.errors).toEqual([{ key: 'creative_tag.no_ad_element', detail: null }]);
    const vast = (await check('https://ads.example.com/vast.xml?placement=9')).json.data;
    expect(vast).toMatchObject({
      valid: true,
      detected: { vast_url: 'https://ads.example.com/vast.xml?placement=9' },
    });
  });

  it('validates the request and needs a signed-in caller', async () => {
    const empty = await check('   ');
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toEqual({ tag: ['validation.required'] });
    const anonymous = await t.request('POST', '/api/creatives/check_tag', { body: { tag: DCM_TAG } });
    expect(anonymous.status).toBe(401);
  });
});
