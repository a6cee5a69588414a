import { describe, expect, it, vi } from 'vitest';
import {
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TOO_LARGE_MESSAGE,
} from '@escola/contracts/post-upload-image';
import { imageFileError, resolveMessageImageId, type MessageImageValue } from './message-image';

const fileOf = ({ name = 'cartaz.png', lastModified = 1_700_000_000_000, size = 4 } = {}) =>
  new File([new Uint8Array(size)], name, { type: 'image/png', lastModified });

describe('the message image is uploaded only when new (docs/product/admin.md)', () => {
  it('does not upload the message’s stored image nor an absent one', async () => {
    const upload = vi.fn(async () => 'novo');
    const stored: MessageImageValue = { source: 'stored', id: 'guardada', link: '/image-file/x' };
    await expect(resolveMessageImageId({ value: stored, uploaded: null, upload })).resolves.toEqual(
      { id: 'guardada', uploaded: null },
    );
    await expect(resolveMessageImageId({ value: null, uploaded: null, upload })).resolves.toEqual({
      id: null,
      uploaded: null,
    });
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a chosen file once, even when the save is sent again', async () => {
    const upload = vi.fn(async () => 'id-1');
    const file = fileOf();
    const first = await resolveMessageImageId({
      value: { source: 'file', file },
      uploaded: null,
      upload,
    });
    expect(first.id).toBe('id-1');
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(file);

    // The same file again (the same object, or the same file picked again from the disk).
    for (const again of [file, fileOf()]) {
      const second = await resolveMessageImageId({
        value: { source: 'file', file: again },
        uploaded: first.uploaded,
        upload,
      });
      expect(second.id).toBe('id-1');
    }
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('uploads a file that differs from the one uploaded (another date, name or size)', async () => {
    const upload = vi.fn(async (file: File) => `id-${file.name}-${file.lastModified}`);
    const uploaded = { file: fileOf(), id: 'id-antigo' };
    const changed = [
      fileOf({ lastModified: 1_700_000_000_001 }),
      fileOf({ name: 'outro.png' }),
      fileOf({ size: 5 }),
    ];
    for (const file of changed) {
      const result = await resolveMessageImageId({
        value: { source: 'file', file },
        uploaded,
        upload,
      });
      expect(result.id).toBe(`id-${file.name}-${file.lastModified}`);
      expect(result.uploaded?.file).toBe(file);
    }
    expect(upload).toHaveBeenCalledTimes(3);
  });

  it('lets an upload failure through (nothing is saved), remembering nothing', async () => {
    const upload = vi.fn(async () => {
      throw new Error('falhou');
    });
    await expect(
      resolveMessageImageId({ value: { source: 'file', file: fileOf() }, uploaded: null, upload }),
    ).rejects.toThrow('falhou');
  });

  it('refuses a file over 5 MB before sending it', () => {
    expect(imageFileError(fileOf({ size: UPLOAD_IMAGE_MAX_BYTES + 1 }))).toBe(
      UPLOAD_IMAGE_TOO_LARGE_MESSAGE,
    );
    expect(imageFileError(fileOf({ size: UPLOAD_IMAGE_MAX_BYTES }))).toBeUndefined();
  });
});
