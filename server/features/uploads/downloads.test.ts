import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES_TEXT, IMAGE_TYPES_TEXT } from '../../../shared/contracts/uploads-types';
import * as sample from '../../storage/test-samples';
import { createTestApp, type Member, signUpMember } from '../../test/harness';
import { pngImage } from '../../test/images';

type App = Awaited<ReturnType<typeof createTestApp>>;
let app: App;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  app = await createTestApp();
  alice = await signUpMember(app, { firstName: 'Alice' });
  bob = await signUpMember(app, { firstName: 'Bob' });
});
afterAll(() => app.close());

const OOXML = 'application/vnd.openxmlformats-officedocument';

/** Asks for an address (with the member's file name), PUTs the bytes, answers the PUT. */
async function upload(
  member: Member,
  bytes: Buffer,
  body: { purpose?: 'image' | 'document'; fileName?: string } = {},
) {
  const address = await app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: member.headers,
    payload: { purpose: 'document', ...body },
  });
  expect(address.statusCode).toBe(200);
  const { uploadURL, objectPath } = address.json() as { uploadURL: string; objectPath: string };
  const put = await app.inject({
    method: 'PUT',
    url: uploadURL,
    // The browser's claim is ignored: the bytes decide.
    headers: { ...member.headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return { put, uploadURL, objectPath };
}

const download = (member: Member, objectPath: string) =>
  app.inject({ url: objectPath, headers: member.headers });

describe('downloads carry the real type and the member’s file name', () => {
  it.each([
    ['Quarterly plan.docx', sample.docx, `${OOXML}.wordprocessingml.document`],
    ['Budget 2026.xlsx', sample.xlsx, `${OOXML}.spreadsheetml.sheet`],
    ['Pitch deck.pptx', sample.pptx, `${OOXML}.presentationml.presentation`],
    ['Minutes.doc', sample.doc, 'application/msword'],
    ['Ledger.xls', sample.xls, 'application/vnd.ms-excel'],
    ['Keynote.ppt', sample.ppt, 'application/vnd.ms-powerpoint'],
    ['Loan guide.pdf', sample.pdf, 'application/pdf'],
    ['members.csv', sample.csv, 'text/csv; charset=utf-8'],
  ])('%s downloads as an attachment of its own type and name', async (name, make, type) => {
    const { put, objectPath } = await upload(alice, make(), { fileName: name });
    expect(put.statusCode).toBe(200);
    const res = await download(bob, objectPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('names a non-ASCII file with filename* (RFC 5987) and an ASCII fallback', async () => {
    const { objectPath } = await upload(alice, sample.pdf(), {
      fileName: 'Résumé – Zoë (2026).pdf',
    });
    const res = await download(bob, objectPath);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Resume _ Zoe (2026).pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%E2%80%93%20Zo%C3%AB%20%282026%29.pdf`,
    );
  });

  it('gives the name the extension of the real type, and cleans it', async () => {
    const cases: [string, Buffer, string][] = [
      ['plan', sample.pdf(), 'attachment; filename="plan.pdf"'],
      ['plan.docx', sample.pdf(), 'attachment; filename="plan.docx.pdf"'],
      ['C:\\fakepath\\"report".pdf', sample.pdf(), 'attachment; filename="_report_.pdf"'],
      ['../../etc/passwd', sample.csv(), 'attachment; filename="passwd.txt"'],
      ['invoice\u202Efdp.exe', sample.pdf(), 'attachment; filename="invoicefdp.exe.pdf"'],
    ];
    for (const [fileName, bytes, expected] of cases) {
      const { objectPath } = await upload(alice, bytes, { fileName });
      expect((await download(bob, objectPath)).headers['content-disposition'], fileName).toBe(
        expected,
      );
    }
  });

  it('shows images inline, named', async () => {
    const { objectPath } = await upload(alice, await pngImage(), {
      purpose: 'image',
      fileName: 'team dinner.png',
    });
    const res = await download(bob, objectPath);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe('inline; filename="team dinner.png"');
  });

  it('names a file uploaded without a name "download" with its extension', async () => {
    const { objectPath } = await upload(alice, sample.pdf());
    expect((await download(bob, objectPath)).headers['content-disposition']).toBe(
      'attachment; filename="download.pdf"',
    );
  });
});

describe('refusals say what is accepted, in words', () => {
  it.each([
    ['SVG', sample.svg],
    ['HTML', sample.html],
    ['a macro-enabled Word file', sample.docm],
    ['an Outlook message', sample.msg],
  ])('refuses %s as a document with 415', async (_name, make) => {
    const { put } = await upload(alice, make(), { fileName: 'file.pdf' });
    expect(put.statusCode).toBe(415);
    expect(put.json()).toEqual({ message: DOCUMENT_TYPES_TEXT });
    expect(DOCUMENT_TYPES_TEXT).toBe(
      'PDF, Word, Excel, PowerPoint, text, CSV or ZIP files, or JPEG, PNG, GIF or WebP images only',
    );
  });

  it('refuses a Word document as a photo with 415', async () => {
    const { put } = await upload(alice, sample.docx(), { purpose: 'image', fileName: 'a.png' });
    expect(put.statusCode).toBe(415);
    expect(put.json()).toEqual({ message: IMAGE_TYPES_TEXT });
    expect(IMAGE_TYPES_TEXT).toBe('JPEG, PNG, GIF or WebP images only');
  });

  it('refuses a file name that is not text, naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/objects/upload',
      headers: alice.headers,
      payload: { purpose: 'document', fileName: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'fileName', message: 'File name must be text' }]);
  });
});
