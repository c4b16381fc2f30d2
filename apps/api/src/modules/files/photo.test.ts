/**
 * files/photo/{id}: the photos the public pages show (a lawyer's, a news item's), and nothing else from
 * the file store.
 */
import { describe, expect, it } from 'vitest';
import { usePublicTestApp } from '../../../test/helpers/public-data';
import { getIn } from '../../../test/helpers/test-app';
import { saveFile, transactionWithFiles } from '../../storage';

const ctx = usePublicTestApp();
const get = (url: string) => getIn(ctx, url);
/** The first page of the lawyer directory, whose rows carry their photo's address. */
const list = async (query: string) => {
  const res = await get(`getInfo/lawyerList?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: { photoUrl: string | null }[] }>();
};

describe('files/photo/{id}', () => {
  it('serves a lawyer photo as PNG with its sniffed type and a long cache', async () => {
    const body = await list('limit=100');
    const withPhoto = body.list.find((l) => l.photoUrl)!;
    const res = await ctx.app.inject({ method: 'GET', url: withPhoto.photoUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
  });

  it('answers 404 for a file no lawyer or news item shows, and for an unknown id', async () => {
    const png = (
      await ctx.app.inject({
        method: 'GET',
        url: (await list('limit=100')).list.find((l) => l.photoUrl)!.photoUrl!,
      })
    ).rawPayload;
    const file = await transactionWithFiles(ctx.db, ctx.storage, (_tx, files) =>
      saveFile(files, {
        content: png,
        originalName: 'private.png',
        maxBytes: 1e6,
        allowedTypes: ['image/png'],
      }),
    );
    expect((await get(`files/photo/${file.id}`)).statusCode).toBe(404);
    expect((await get('files/photo/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('files/photo/../../etc/passwd')).statusCode).toBeGreaterThanOrEqual(400);
  });
});
