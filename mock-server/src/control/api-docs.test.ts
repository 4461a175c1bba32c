import { afterEach, describe, expect, it } from 'vitest';
import { openApiDocument } from '@gold/contracts/openapi';
import { buildMock, type Mock } from '../test-utils';

describe('the API document and its reference page', () => {
  let mock: Mock;
  afterEach(() => mock.close());

  it('serves the OpenAPI document made from the contracts at /openapi.json, to anyone', async () => {
    mock = buildMock({ controlToken: 'secret' });
    const res = await mock.http().get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual(openApiDocument());
  });

  it('serves the reference page with Scalar from this origin, its start in a file of its own', async () => {
    mock = buildMock();
    const page = await mock.http().get('/__mock/api-docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<script src="/__mock/api-docs/scalar.js"></script>');
    expect(page.text).not.toMatch(/<script>|https?:\/\//);

    const start = await mock.http().get('/__mock/api-docs/start.js');
    expect(start.text).toContain("url: '/openapi.json'");
    expect(start.text).toContain('withDefaultFonts: false');

    const bundle = await mock
      .http()
      .get('/__mock/api-docs/scalar.js')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-encoding']).toBe('gzip');
    // supertest has unzipped it already.
    expect((bundle.body as Buffer).toString('utf8')).toContain('createApiReference');
  });

  it('keeps the reference page behind the console token, when one is set', async () => {
    mock = buildMock({ controlToken: 'secret' });
    expect((await mock.http().get('/__mock/api-docs')).status).toBe(401);
    expect((await mock.http().get('/__mock/api-docs').set('Authorization', 'Bearer secret')).status).toBe(200);
  });
});
