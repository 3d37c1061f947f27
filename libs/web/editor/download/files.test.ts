import { unzipSync } from 'fflate';
import { fileBase, pageFileName, zipFiles } from './files';

describe('download files', () => {
  it('names pages {design name}_{index}_{page} with a safe design name', () => {
    expect(pageFileName('Summer sale', 1, 3, 'png')).toBe('Summer sale_1_3.png');
    expect(pageFileName('a/b:c', 2, 2, 'jpg')).toBe('a b c_2_2.jpg');
    expect(fileBase('   ')).toBe('design');
  });

  it('zips the files so they come back byte for byte', () => {
    const a = new Uint8Array([1, 2, 3]);
    const b = new Uint8Array([9, 8]);
    const out = unzipSync(zipFiles([{ name: 'x_1_1.png', bytes: a }, { name: 'x_2_2.png', bytes: b }]));
    expect(Object.keys(out)).toEqual(['x_1_1.png', 'x_2_2.png']);
    expect([...out['x_1_1.png']]).toEqual([1, 2, 3]);
    expect([...out['x_2_2.png']]).toEqual([9, 8]);
  });
});
