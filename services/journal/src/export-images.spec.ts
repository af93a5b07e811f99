import { exportImages } from './export-images';

const ENTRY = '22222222-2222-4222-8222-222222222222';

describe('exportImages', () => {
  it('replaces each inline image by its path in the archive and hands the images over once', () => {
    const png = Buffer.from('a png').toString('base64');
    const jpeg = Buffer.from('a jpeg').toString('base64');
    const html =
      `<p>Walk <img src="data:image/png;base64,${png}" alt="lake"> and ` +
      `<img src="data:image/jpeg;base64,${jpeg.slice(0, 4)}\n${jpeg.slice(4)}"> ` +
      `<img src="data:image/png;base64,${png}"> <img src="https://example.com/x.png"></p>`;
    const { html: referenced, images } = exportImages(ENTRY, html);

    expect(images).toHaveLength(2);
    const [first, second] = images;
    expect(first.name).toMatch(new RegExp(`^images/${ENTRY}/[0-9a-f]{16}\\.png$`));
    expect(second.name).toMatch(/\.jpg$/);
    expect(Buffer.from(first.base64, 'base64').toString()).toBe('a png');
    expect(Buffer.from(second.base64, 'base64').toString()).toBe('a jpeg');
    expect(referenced).toBe(
      `<p>Walk <img src="${first.name}" alt="lake"> and <img src="${second.name}"> ` +
        `<img src="${first.name}"> <img src="https://example.com/x.png"></p>`,
    );
    // Read again (the export's second pass), the names are the same.
    expect(exportImages(ENTRY, html).images.map((i) => i.name)).toEqual([first.name, second.name]);
  });

  it('leaves HTML without inline images as it is', () => {
    expect(exportImages(ENTRY, '<p>Just words</p>')).toEqual({
      html: '<p>Just words</p>',
      images: [],
    });
  });
});
